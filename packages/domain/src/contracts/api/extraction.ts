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
