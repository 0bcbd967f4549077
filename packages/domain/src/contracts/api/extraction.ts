import { z } from 'zod';

/** The page's flags arrive as JSON booleans or as form strings ('true', '1', 'on'...); absent means false. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off', ''])], {
    error: 'camera and upload are true or false.',
  })
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

export const Prepopulate = z.object({ camera: flag, upload: flag });
export type Prepopulate = z.infer<typeof Prepopulate>;

// ---- answers ----

export const DocumentFileView = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['pdf', 'jpeg', 'png']),
  content_type: z.string(),
  byte_size: z.number().int(),
  created_at: z.string(),
});
export type DocumentFileView = z.infer<typeof DocumentFileView>;

/** `GET /api_controller/document_files/{id}`: the papers uploaded, how far their reading is, and where to resume. */
export const DocumentFilesAnswer = z.object({
  files: z.array(DocumentFileView),
  extraction_status: z.enum(['none', 'processing', 'done', 'failed']),
  resume_url: z.string(),
});

/** `POST /api_controller/prepopulate_from_document_files/{id}`: where the walkthrough continues. */
export const PrepopulateAnswer = z.object({ resume_url: z.string() });
