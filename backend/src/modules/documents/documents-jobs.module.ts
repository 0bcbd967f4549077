import { Module } from '@nestjs/common';
import { StorageModule } from '../../integrations/storage/storage.module';
import { AccountProjection } from '../accounts';
import { DocumentFactsService } from './document-facts.service';
import { RenderDocumentJob } from './jobs/render-document.job';

/**
 * The render job (worker process). AccountProjection is a stateless reader; providing it here keeps the worker
 * from loading the accounts module's controllers and their dependencies.
 */
@Module({
  imports: [StorageModule],
  providers: [RenderDocumentJob, DocumentFactsService, AccountProjection],
})
export class DocumentsJobsModule {}
