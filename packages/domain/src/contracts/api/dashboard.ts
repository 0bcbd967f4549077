import { z } from 'zod';
export const UNKNOWN_DOCUMENT_NAME = 'Unknown document type. Choose debt_answer, solosettle or document_generation.';

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

/**
 * `GET /my_dashboard/download` and `/my_dashboard/download/file`: the id of the download (a document id, or an id
 * the dashboard answered). The dashboard reads it; one it does not know, or a missing one, is a 404.
 */
export const DownloadQuery = z.object({
  id: z.unknown().optional().meta({ type: 'string', description: 'The id of the download the dashboard answered.' }),
});
export type DownloadQuery = z.infer<typeof DownloadQuery>;

/** `POST /customer_documents`: the new document and where its walkthrough starts. */
export const CreatedDocument = z.object({ id: z.number().int(), resume_url: z.string() });
export type CreatedDocument = z.infer<typeof CreatedDocument>;

/** Archive and reactivate: the sentence the dashboard shows. */
export const DocumentChanged = z.object({ success: z.literal(true), message: z.string() });
export type DocumentChanged = z.infer<typeof DocumentChanged>;

/** `GET /my_dashboard/download`: `{status: false}` while the file is made (poll again), then its URL. */
export const DownloadStatus = z.union([
  z.object({ status: z.literal(false) }),
  z.object({ status: z.literal(true), url: z.string() }),
]);
export type DownloadStatus = z.infer<typeof DownloadStatus>;
