import { Entity, Filter, OneToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import { firmFilter } from '../../../core/database/firm-scope';
import { LawFirm } from '../../identity/entities';

/**
 * How a firm is paid: the mailed-check payee and address, the e-mail used for digital
 * checks, and whether digital (ACH) payment is approved. Kept beside law_firms (one row per firm) so the payout
 * context owns its columns and identity's table is untouched.
 */
@Entity({ tableName: 'firm_payout_details' })
@Filter(firmFilter<FirmPayoutDetails>((lawFirmId) => ({ lawFirm: lawFirmId })))
export class FirmPayoutDetails {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'digitalCheckApproved';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @OneToOne(() => LawFirm, { ref: true, owner: true, unique: true, deleteRule: 'cascade' })
  lawFirm!: Ref<LawFirm>;

  @Property({ type: 'string', length: 254, nullable: true })
  digitalCheckEmail?: string | null = null;

  @Property({ type: 'boolean', default: false })
  digitalCheckApproved: boolean = false;

  @Property({ type: 'string', length: 200, nullable: true })
  payee?: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  mailingName?: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  mailingStreet?: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  mailingCity?: string | null = null;

  @Property({ type: 'string', length: 2, nullable: true })
  mailingState?: string | null = null;

  @Property({ type: 'string', length: 10, nullable: true })
  mailingZip?: string | null = null;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
