import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import { User } from '../../identity/entities/user.entity';
import { PilotCompletion } from './completion.entity';
import { PilotThread } from './thread.entity';
import { PilotUpload } from './upload.entity';

/** A file attached to the chat (uploaded, then sent with a question). */
@Entity({ tableName: 'pilot_files' })
export class PilotFile {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  @Index()
  user!: Ref<User>;

  @ManyToOne(() => PilotUpload, { ref: true, deleteRule: 'cascade' })
  upload!: Ref<PilotUpload>;

  @ManyToOne(() => PilotThread, { ref: true, nullable: true, deleteRule: 'set null' })
  thread?: Ref<PilotThread> | null;

  /** The question it was sent with; null until sent. */
  @ManyToOne(() => PilotCompletion, { ref: true, nullable: true, deleteRule: 'set null' })
  completion?: Ref<PilotCompletion> | null;

  /** The widget's own id for the file while it uploads. */
  @Property({ type: 'string', length: 64 })
  clientId!: string;

  @Property({ type: 'string', length: 255 })
  name!: string;

  @Property({ type: 'string', length: 100 })
  contentType!: string;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
