import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Ref, Unique } from '@mikro-orm/core';
import type { BankDataMode } from '../../../integrations/bank-data/bank-data.port';
import { User } from '../../identity/entities';

/**
 * active: the connection works. login_required: the bank asks the consumer to sign in again (Plaid's
 * ITEM_LOGIN_REQUIRED): the budget shows Reconnect. replaced: a newer connection to the same institution took over.
 */
export type PlaidItemStatus = 'active' | 'login_required' | 'replaced';

/**
 * A consumer's connection to one bank through the bank-data provider. Consumer-owned (no firm): loaded only by
 * (id, user). The provider's access token is sealed with the field cipher and never leaves the server.
 */
@Entity({ tableName: 'plaid_items' })
@Unique({ properties: ['provider', 'itemId'] })
@Index({ properties: ['user', 'status'] })
export class PlaidItem {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'status' | 'errorCode';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 10 })
  provider!: BankDataMode;

  /** The provider's item id (not secret). */
  @Property({ type: 'string', length: 100 })
  itemId!: string;

  @Property({ type: 'text', hidden: true })
  accessTokenSealed!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  institutionId?: string | null;

  @Property({ type: 'string', length: 200 })
  institutionName!: string;

  @Property({ type: 'string', length: 20 })
  status: PlaidItemStatus = 'active';

  /** The provider's last error code for this connection (ITEM_LOGIN_REQUIRED...). */
  @Property({ type: 'string', length: 100, nullable: true })
  errorCode?: string | null = null;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
