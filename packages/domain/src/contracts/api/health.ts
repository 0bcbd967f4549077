import { z } from 'zod';

const check = z.enum(['ok', 'down']);

/** `GET /health`: 200 when every part answers, 503 (same shape) otherwise. */
export const HealthAnswer = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: check,
  redis: check,
  worker: check,
});
export type HealthAnswer = z.infer<typeof HealthAnswer>;
