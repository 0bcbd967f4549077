import { Entity, Filter, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import { firmFilter } from '../../../core/database/firm-scope';
import { LawFirm } from '../../identity/entities';

/**
 * Who at a firm is e-mailed about an event. `emailType` is an event type or '*' (every event); `states` is a list
 * of two-letter lawsuit states, empty meaning every state.
 */
@Entity({ tableName: 'notification_policies' })
@Filter(firmFilter<NotificationPolicy>((lawFirmId) => ({ lawFirm: lawFirmId })))
export class NotificationPolicy {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => LawFirm, { ref: true, deleteRule: 'cascade' })
  @Index()
  lawFirm!: Ref<LawFirm>;

  @Property({ type: 'string', length: 60 })
  emailType!: string;

  @Property({ type: 'json' })
  states!: string[];

  @Property({ type: 'json' })
  emails!: string[];

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
