import { Module } from '@nestjs/common';
import { StorageModule } from '../../integrations/storage/storage.module';
import { ExtractionController } from './extraction.controller';
import { ExtractedFacts } from './extracted-facts.service';
import { UploadsService } from './uploads.service';

/** Upload of papers and the facts read from them (api process). Exports ExtractedFacts for the walkthrough. */
@Module({
  imports: [StorageModule],
  controllers: [ExtractionController],
  providers: [UploadsService, ExtractedFacts],
  exports: [ExtractedFacts],
})
export class ExtractionModule {}
