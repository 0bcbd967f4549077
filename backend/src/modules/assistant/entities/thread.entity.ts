import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import { User } from '../../identity/entities/user.entity';

/** One conversation of a consumer with the assistant. threadKey names its realtime stream. */
@Entity({ tableName: 'pilot_threads' })
@Index({ properties: ['user', 'agentKey', 'createdAt'] })
export class PilotThread {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 64, unique: true })
  threadKey!: string;

  @Property({ type: 'string', length: 40 })
  agentKey!: string;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
