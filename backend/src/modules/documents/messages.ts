/** What the document downloads answer when they cannot give a PDF (shown inline by the pages). */
export const DOCUMENT_NOT_FOUND = 'Document not found';
export const STILL_RENDERING = 'The document is still being prepared. Please try again in a moment.';
export const RENDER_FAILED = 'The document could not be prepared. Please try again.';
export const CHANGED_WHILE_RENDERING =
  'The document changed while its PDF was being prepared. Please download it again.';
export { NOT_SIGNED, NO_DEBT_ANSWER } from './render-data';
