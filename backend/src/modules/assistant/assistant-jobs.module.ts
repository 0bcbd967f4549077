import { Module } from '@nestjs/common';
import { CompletionStream } from './completion-stream';
import { RunCompletionJob } from './jobs/run-completion.job';
import { FieldFill } from './field-fill.service';
import { WalkthroughWritesModule } from '../walkthrough';

/**
 * Ask Solo's answering job (worker process); it needs the LlmModule, which the worker imports. A field it fills is
 * saved through the walkthrough's own step save.
 */
@Module({ imports: [WalkthroughWritesModule], providers: [RunCompletionJob, CompletionStream, FieldFill] })
export class AssistantJobsModule {}
