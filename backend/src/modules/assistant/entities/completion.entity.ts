import {
  Collection,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OneToMany,
  OptionalProps,
  PrimaryKey,
  Property,
  Ref,
} from '@mikro-orm/core';
import { User } from '../../identity/entities/user.entity';
import { PilotFunctionCall } from './function-call.entity';
import { PilotFile } from './file.entity';
import { PilotPersona } from './persona.entity';
import { PilotThread } from './thread.entity';

export enum CompletionState {
  Processing = 'processing',
  Completed = 'completed',
  Failed = 'failed',
  Stopped = 'stopped',
}

/** One question and the assistant's answer. Only the worker writes the answer; only the API stops or rates it. */
@Entity({ tableName: 'pilot_completions' })
@Index({ properties: ['thread', 'createdAt'] })
export class PilotCompletion {
  [OptionalProps]?: 'state' | 'assistantResponse' | 'rating' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  @Index()
  user!: Ref<User>;

  @ManyToOne(() => PilotThread, { ref: true, deleteRule: 'cascade' })
  thread!: Ref<PilotThread>;

  @Property({ type: 'string', length: 40 })
  agentKey!: string;

  @ManyToOne(() => PilotPersona, { ref: true, nullable: true, deleteRule: 'set null' })
  persona?: Ref<PilotPersona> | null;

  @Enum({ items: () => CompletionState, nativeEnumName: 'pilot_completion_state', default: CompletionState.Processing })
  state: CompletionState = CompletionState.Processing;

  @Property({ type: 'text' })
  userRequest!: string;

  @Property({ type: 'text', default: '' })
  assistantResponse: string = '';

  /** 1, -1 or 0 (none). */
  @Property({ type: 'smallint', default: 0 })
  rating: number = 0;

  /** What the page said about itself (date-time, locales, page context). */
  @Property({ type: 'json', nullable: true })
  context?: Record<string, unknown> | null;

  @Property({ type: 'string', length: 20, nullable: true })
  provider?: string | null;

  @Property({ type: 'text', nullable: true })
  errorMessage?: string | null;

  @OneToMany(() => PilotFunctionCall, (f) => f.completion)
  functionCalls = new Collection<PilotFunctionCall>(this);

  @OneToMany(() => PilotFile, (f) => f.completion)
  files = new Collection<PilotFile>(this);

  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true })
  finishedAt?: Date | null;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
