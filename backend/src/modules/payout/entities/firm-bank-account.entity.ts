import { Entity, Enum, Filter, OneToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import { firmFilter } from '../../../core/database/firm-scope';
import { LawFirm } from '../../identity/entities';

export enum BankAccountType {
  Checking = 'CHECKING',
  Savings = 'SAVINGS',
  /** Displayed as IOLTA (an attorney trust account). */
  Business = 'BUSINESS',
}

/**
 * The firm's ACH bank account (one per firm). The account number is stored only encrypted (AES-256-GCM, the
 * FieldCipher) with its last four digits beside it for display; no answer ever carries the full number.
 */
@Entity({ tableName: 'firm_bank_accounts' })
@Filter(firmFilter<FirmBankAccount>((lawFirmId) => ({ lawFirm: lawFirmId })))
export class FirmBankAccount {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @OneToOne(() => LawFirm, { ref: true, owner: true, unique: true, deleteRule: 'cascade' })
  lawFirm!: Ref<LawFirm>;

  @Property({ type: 'string', length: 9 })
  routingNumber!: string;

  @Property({ type: 'text', hidden: true })
  accountNumberEncrypted!: string;

  @Property({ type: 'string', length: 4 })
  accountNumberLastFour!: string;

  @Enum({ items: () => BankAccountType, nativeEnumName: 'bank_account_type' })
  accountType!: BankAccountType;

  @Property({ type: 'string', length: 200 })
  accountName!: string;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
