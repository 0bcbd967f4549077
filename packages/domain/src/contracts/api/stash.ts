import { z } from 'zod';
import { StashData } from '../../dashboard/payload';

const field = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).max(max, `${label} is too long (maximum is ${max} characters)`).nullable().optional();

/** Types and lengths only; the form's rules (required fields, state, ZIP) are the shared refundAddressErrors. */
export const RefundRequestSchema = z.object(
  {
    address: z.object(
      {
        full_name: field('Full name', 200),
        address1: field('Street address', 200),
        address2: field('Address line 2', 200),
        city: field('City', 100),
        state: field('State', 40),
        zip: field('ZIP code', 20),
      },
      { error: 'Full name is required' },
    ),
  },
  { error: 'Full name is required' },
);
export type RefundRequest = z.infer<typeof RefundRequestSchema>;

// ---- answers ----

/** `GET /api/stash/data`. */
export const StashDataAnswer = z.object({ stash_data: StashData });
export type StashDataAnswer = z.infer<typeof StashDataAnswer>;

/** A refund request or an autopay cancel: the sentence to show and the stash as it is now. */
export const StashChanged = z.object({ success: z.boolean(), message: z.string(), stash_data: StashData });
export type StashChanged = z.infer<typeof StashChanged>;
