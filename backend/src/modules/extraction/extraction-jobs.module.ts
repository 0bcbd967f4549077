import { Module } from '@nestjs/common';
import { OcrModule } from '../../integrations/ocr/ocr.module';
import { StorageModule } from '../../integrations/storage/storage.module';
import { ExtractedFacts } from './extracted-facts.service';
import { ExtractDocumentFactsJob } from './jobs/extract-document-facts.job';
import { PaperReader } from './paper-reader.service';

/** The reading job (worker process): one tesseract worker per process lives in OcrModule. */
@Module({
  imports: [StorageModule, OcrModule],
  providers: [ExtractDocumentFactsJob, PaperReader, ExtractedFacts],
  exports: [ExtractedFacts],
})
export class ExtractionJobsModule {}
