export { DocumentsModule, DocumentsJobsModule } from './documents.module';
export { RenderedDocument } from './entities';
