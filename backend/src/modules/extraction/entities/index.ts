import { DocumentExtraction } from './document-extraction.entity';
import { DocumentFile } from './document-file.entity';
import { ExtractedFactRow } from './extracted-fact.entity';

export { DocumentExtraction, DocumentFile, ExtractedFactRow };
export type { DocumentFileKind } from './document-file.entity';
export const EXTRACTION_ENTITIES = [DocumentFile, DocumentExtraction, ExtractedFactRow];
