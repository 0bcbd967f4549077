/** The export's status and view as the export routes answer them (the schema the contracts and the OpenAPI use). */
import { z } from 'zod';

export const ExportStatus = z.enum(['pending', 'running', 'ready', 'failed']);
export type ExportStatus = z.infer<typeof ExportStatus>;

export const ExportView = z.object({
  id: z.string(),
  kind: z.enum(['accounts', 'activity_log']),
  status: ExportStatus,
  file_name: z.string(),
  rows_done: z.number().int(),
  rows_total: z.number().int(),
  /** Seconds still to go, from the pace so far; null until the first rows are written, and once it is over. */
  estimate_seconds: z.number().nullable(),
  /** Where the file is downloaded (only the firm's users may), once it is ready. */
  download_url: z.string().nullable(),
  /** The sentence shown when it failed. */
  error: z.string().nullable(),
  /** ISO instant the file is removed (24 hours after it was written). */
  expires_at: z.string().nullable(),
});
export type ExportView = z.infer<typeof ExportView>;
