import { Module } from '@nestjs/common';
import { StorageModule } from '../../integrations/storage/storage.module';
import { AccountsModule } from '../accounts';
import { CollectorDocumentsController, ConsumerDocumentsController } from './documents.controller';
import { DocumentFactsService } from './document-facts.service';
import { DocumentsService } from './documents.service';

/** Document downloads (api process): finds the cached render or queues one and waits for it. */
@Module({
  imports: [AccountsModule, StorageModule],
  controllers: [CollectorDocumentsController, ConsumerDocumentsController],
  providers: [DocumentsService, DocumentFactsService],
  // The dashboard's polling downloads (modules/dashboard) use DocumentsService.prepare and pdf.
  exports: [DocumentsService],
})
export class DocumentsModule {}
