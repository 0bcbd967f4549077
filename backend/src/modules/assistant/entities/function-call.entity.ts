import { Entity, Enum, ManyToOne, OptionalProps, PrimaryKey, Property, Ref } from '@mikro-orm/core';
import { PilotCompletion } from './completion.entity';

export enum FunctionCallState {
  Pending = 'pending',
  Executing = 'executing',
  Completed = 'completed',
  Failed = 'failed',
}

/** A function the model asked for while answering (fill-field, show-payment-widget, start-walkthrough). */
@Entity({ tableName: 'pilot_function_calls' })
export class PilotFunctionCall {
  [OptionalProps]?: 'state' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => PilotCompletion, { ref: true, deleteRule: 'cascade' })
  completion!: Ref<PilotCompletion>;

  @Property({ type: 'string', length: 60 })
  functionName!: string;

  @Property({ type: 'json' })
  arguments!: Record<string, unknown>;

  @Enum({
    items: () => FunctionCallState,
    nativeEnumName: 'pilot_function_call_state',
    default: FunctionCallState.Pending,
  })
  state: FunctionCallState = FunctionCallState.Pending;

  /** {message, iframeUrl?, ...}: what the widget shows or opens. */
  @Property({ type: 'json', nullable: true })
  result?: Record<string, unknown> | null;

  @Property({ type: 'text', nullable: true })
  errorMessage?: string | null;

  @Property({ type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
