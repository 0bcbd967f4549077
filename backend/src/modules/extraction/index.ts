export { ExtractionModule } from './extraction.module';
export { ExtractedFacts } from './extracted-facts.service';
export { DocumentFile, DocumentExtraction, ExtractedFactRow, EXTRACTION_ENTITIES } from './entities';
