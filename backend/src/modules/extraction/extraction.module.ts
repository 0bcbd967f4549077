import { Module } from '@nestjs/common';
import { OcrModule } from '../../integrations/ocr/ocr.module';
import { StorageModule } from '../../integrations/storage/storage.module';
import { ExtractionController } from './extraction.controller';
import { ExtractedFacts } from './extracted-facts.service';
import { ExtractDocumentFactsJob } from './jobs/extract-document-facts.job';
import { PaperReader } from './paper-reader.service';
import { UploadsService } from './uploads.service';

/** Upload of papers and the facts read from them (api process). Exports ExtractedFacts for the walkthrough. */
@Module({
  imports: [StorageModule],
  controllers: [ExtractionController],
  providers: [UploadsService, ExtractedFacts],
  exports: [ExtractedFacts],
})
export class ExtractionModule {}

/** The reading job (worker process): one tesseract worker per process lives in OcrModule. */
@Module({
  imports: [StorageModule, OcrModule],
  providers: [ExtractDocumentFactsJob, PaperReader, ExtractedFacts],
  exports: [ExtractedFacts],
})
export class ExtractionJobsModule {}
