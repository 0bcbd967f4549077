import { z } from 'zod';
import { UNKNOWN_DOCUMENT_NAME } from '../messages';

export const DOCUMENT_NAMES = ['debt_answer', 'solosettle', 'document_generation'] as const;
export type CreatableDocumentName = (typeof DOCUMENT_NAMES)[number];

const documentName = z.enum(DOCUMENT_NAMES, { error: UNKNOWN_DOCUMENT_NAME });

/** `POST /customer_documents?document_name=...` (the name is required). */
export const CreateDocumentQuery = z.object({ document_name: documentName });
export type CreateDocumentQuery = z.infer<typeof CreateDocumentQuery>;

/**
 * Archive and reactivate name a customer document by its id; an editor document (its own id space) adds
 * `?document_name=document_generation`.
 */
export const DocumentRefQuery = z.object({ document_name: documentName.optional() });
export type DocumentRefQuery = z.infer<typeof DocumentRefQuery>;
