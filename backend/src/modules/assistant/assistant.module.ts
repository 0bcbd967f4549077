import { Module } from '@nestjs/common';
import { AssistantController } from './assistant.controller';
import { AssistantService } from './assistant.service';
import { CompletionStream } from './completion-stream';
import { RunCompletionJob } from './jobs/run-completion.job';
import { UploadsService } from './uploads.service';
import { FieldFill } from './field-fill.service';
import { WalkthroughWritesModule } from '../walkthrough';

/** Ask Solo's API (api process). */
@Module({ controllers: [AssistantController], providers: [AssistantService, UploadsService] })
export class AssistantModule {}

/**
 * Ask Solo's answering job (worker process); it needs the LlmModule, which the worker imports. A field it fills is
 * saved through the walkthrough's own step save.
 */
@Module({ imports: [WalkthroughWritesModule], providers: [RunCompletionJob, CompletionStream, FieldFill] })
export class AssistantJobsModule {}
