export { DocumentsModule } from './documents.module';
export { RenderedDocument } from './entities';
export { DocumentsService, type PdfFile, type Requester } from './documents.service';
export { DOCUMENT_NOT_FOUND } from './messages';
