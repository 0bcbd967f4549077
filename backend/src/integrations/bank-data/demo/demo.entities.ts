import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The demo bank-data provider's own state: these tables play the part of Plaid's
 * database. Parley's modules never read them, only the demo driver does. No firm filter: the provider knows nothing
 * of firms. Tokens are kept as SHA-256 digests, like any credential.
 */

@Entity({ tableName: 'demo_bank_institutions' })
export class DemoBankInstitution {
  @PrimaryKey({ type: 'string', length: 60 })
  institutionId!: string;
  @Property({ type: 'string', length: 200 })
  name!: string;
  /** An SVG data URL (Plaid gives a base64 PNG). */
  @Property({ type: 'text' })
  logo!: string;
  /** A Plaid error code every read of this bank's connections fails with (INSTITUTION_DOWN...); null: works. */
  @Property({ type: 'string', length: 60, nullable: true })
  failsWith?: string | null;
  @Property({ type: 'smallint' })
  position!: number;
}

@Entity({ tableName: 'demo_bank_link_tokens' })
export class DemoBankLinkToken {
  [OptionalProps]?: 'createdAt';
  @PrimaryKey({ type: 'string', length: 64 })
  tokenDigest!: string;
  @Property({ type: 'string', length: 100 })
  clientUserId!: string;
  @Property({ type: 'Date', columnType: 'timestamptz' })
  expiresAt!: Date;
  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

@Entity({ tableName: 'demo_bank_items' })
export class DemoBankItem {
  [OptionalProps]?: 'createdAt' | 'loginRequired' | 'publicTokenUsed' | 'accessTokenDigest';
  @PrimaryKey({ type: 'string', length: 60 })
  itemId!: string;
  @Property({ type: 'string', length: 60 })
  institutionId!: string;
  @Property({ type: 'string', length: 100 })
  clientUserId!: string;
  @Property({ type: 'string', length: 64, unique: true })
  publicTokenDigest!: string;
  @Property({ type: 'Date', columnType: 'timestamptz' })
  publicTokenExpiresAt!: Date;
  @Property({ type: 'boolean', default: false })
  publicTokenUsed: boolean = false;
  @Property({ type: 'string', length: 64, nullable: true, unique: true })
  accessTokenDigest?: string | null = null;
  /** Plaid's ITEM_LOGIN_REQUIRED: the bank wants the consumer to sign in again. */
  @Property({ type: 'boolean', default: false })
  loginRequired: boolean = false;
  /** A Plaid error code the item's transaction and income reads fail with (the user_bad demo login). */
  @Property({ type: 'string', length: 60, nullable: true })
  failsWith?: string | null;
  /** The date the generated history ends (the connection day). */
  @Property({ type: 'date' })
  historyUntil!: string;
  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

@Entity({ tableName: 'demo_bank_accounts' })
export class DemoBankAccount {
  @PrimaryKey({ type: 'string', length: 60 })
  accountId!: string;
  @Property({ type: 'string', length: 60 })
  @Index()
  itemId!: string;
  @Property({ type: 'string', length: 200 })
  name!: string;
  @Property({ type: 'string', length: 20 })
  type!: 'depository' | 'credit';
  @Property({ type: 'string', length: 30 })
  subtype!: string;
  @Property({ type: 'string', length: 4 })
  mask!: string;
  @Property({ type: 'integer' })
  currentBalanceCents!: number;
  @Property({ type: 'smallint' })
  position!: number;
}

@Entity({ tableName: 'demo_bank_transactions' })
@Index({ properties: ['itemId', 'date'] })
export class DemoBankTransaction {
  @PrimaryKey({ type: 'string', length: 60 })
  transactionId!: string;
  @Property({ type: 'string', length: 60 })
  itemId!: string;
  @Property({ type: 'string', length: 60 })
  accountId!: string;
  @Property({ type: 'date' })
  date!: string;
  /** Plaid's sign: positive = money out. */
  @Property({ type: 'integer' })
  amountCents!: number;
  @Property({ type: 'string', length: 200 })
  name!: string;
  @Property({ type: 'string', length: 60 })
  category!: string;
  @Property({ type: 'string', length: 60, nullable: true })
  streamId?: string | null;
}

@Entity({ tableName: 'demo_bank_income_streams' })
export class DemoBankIncomeStream {
  @PrimaryKey({ type: 'string', length: 60 })
  streamId!: string;
  @Property({ type: 'string', length: 60 })
  @Index()
  itemId!: string;
  @Property({ type: 'string', length: 60 })
  accountId!: string;
  @Property({ type: 'string', length: 200 })
  description!: string;
  @Property({ type: 'string', length: 200 })
  payerName!: string;
  @Property({ type: 'string', length: 20 })
  frequency!: string;
  @Property({ type: 'date', nullable: true })
  predictedNextDate?: string | null;
}

export const DEMO_BANK_ENTITIES = [
  DemoBankInstitution,
  DemoBankLinkToken,
  DemoBankItem,
  DemoBankAccount,
  DemoBankTransaction,
  DemoBankIncomeStream,
];
