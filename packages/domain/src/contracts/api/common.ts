import { z } from 'zod';

/** The answer of a command that has nothing more to say: `{"success": true}`. */
export const Success = z.object({ success: z.literal(true) });
export type Success = z.infer<typeof Success>;

/** A command's answer with the sentence the page shows. */
export const SuccessMessage = z.object({ success: z.literal(true), message: z.string() });
export type SuccessMessage = z.infer<typeof SuccessMessage>;

/** Files stored by an upload: their names and sizes in bytes. */
export const StoredFiles = z.object({
  success: z.literal(true),
  files: z.array(z.object({ filename: z.string(), size: z.number().int() })),
});
export type StoredFiles = z.infer<typeof StoredFiles>;

/** A step that was saved: no errors (a refused step answers 422 with its sentences). */
export const NoErrors = z.object({ errors: z.array(z.string()).max(0) });
export type NoErrors = z.infer<typeof NoErrors>;
