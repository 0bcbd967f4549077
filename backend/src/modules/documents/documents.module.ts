import { Module } from '@nestjs/common';
import { StorageModule } from '../../integrations/storage/storage.module';
import { AccountProjection, AccountsModule } from '../accounts';
import { CollectorDocumentsController, ConsumerDocumentsController } from './documents.controller';
import { DocumentFactsService } from './document-facts.service';
import { DocumentsService } from './documents.service';
import { RenderDocumentJob } from './jobs/render-document.job';

/** Document downloads (api process): finds the cached render or queues one and waits for it. */
@Module({
  imports: [AccountsModule, StorageModule],
  controllers: [CollectorDocumentsController, ConsumerDocumentsController],
  providers: [DocumentsService, DocumentFactsService],
  // The dashboard's polling downloads (modules/dashboard) use DocumentsService.prepare and pdf.
  exports: [DocumentsService],
})
export class DocumentsModule {}

/**
 * The render job (worker process). AccountProjection is a stateless reader; providing it here keeps the worker
 * from loading the accounts module's controllers and their dependencies.
 */
@Module({
  imports: [StorageModule],
  providers: [RenderDocumentJob, DocumentFactsService, AccountProjection],
})
export class DocumentsJobsModule {}
