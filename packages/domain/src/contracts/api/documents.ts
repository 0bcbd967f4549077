import { DocumentRef } from './accounts';

/** render_document, settlement_agreement, debt_answer_document: `{customer_document_id}`. */
export const RenderRequest = DocumentRef;
export type RenderRequest = DocumentRef;
