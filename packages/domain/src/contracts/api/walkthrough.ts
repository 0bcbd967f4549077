import { z } from 'zod';
import { REVIEW_FIELDS } from '../../walkthrough/validation';

export const STEP_NAME_REQUIRED = 'step_name is required';
export const INPUTS_REQUIRED = 'inputs must be an object';

/** Every step the update call accepts (the walkthrough's own steps after the review fields). */
export const STEP_NAMES = [
  'customer_name',
  'lawsuit_state',
  'lawsuit_amount',
  'civil_number',
  'lawyer_email',
  'law_firm_name',
  'plaintiff_name',
  'court_name',
  'customer_mailing_address',
  'customer_phone_number',
  'social_security_number',
  'birthdate',
  'determine_if_lawsuit_exists',
  'hardship',
  'answer_details',
  /** {answer_deadline, court_date}: YYYY-MM-DD or blank; the consumer is reminded before each. */
  'lawsuit_dates',
  'accuracy_confirmed',
  'current_step',
] as const;
export type StepName = (typeof STEP_NAMES)[number];

export const unknownStep = (name: string) => `Unknown step: ${name.slice(0, 60)}`;

/** POST update_walk_through_step_response: the step, its inputs (an object of the step's fields), encrypted flag. */
export const UpdateStepResponse = z.object(
  {
    step_name: z.string({ message: STEP_NAME_REQUIRED }).min(1, { message: STEP_NAME_REQUIRED }).max(60),
    inputs: z.record(z.string(), z.unknown(), { message: INPUTS_REQUIRED }),
    encrypted: z.boolean({ message: 'encrypted must be true or false' }).optional(),
  },
  { message: STEP_NAME_REQUIRED },
);
export type UpdateStepResponse = z.infer<typeof UpdateStepResponse>;

export const PHONE_SHAPE = 'phone_number is required';

/** POST update_phone_number. */
export const UpdatePhoneNumber = z.object(
  {
    phone_number: z.string({ message: PHONE_SHAPE }).max(40, { message: 'Invalid phone number format' }),
    consents_to_sms: z.boolean({ message: 'consents_to_sms must be true or false' }).optional(),
  },
  { message: PHONE_SHAPE },
);
export type UpdatePhoneNumber = z.infer<typeof UpdatePhoneNumber>;

// ---- answers ----

const reviewField = z.enum(REVIEW_FIELDS);
/** An object with one entry per review field. */
const perReviewField = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(REVIEW_FIELDS.map((f) => [f, value])) as Record<(typeof REVIEW_FIELDS)[number], T>);

export const FieldSource = z.enum(['saved', 'extracted', 'profile']).nullable();
export type FieldSource = z.infer<typeof FieldSource>;
export const FieldStatus = z.enum(['untouched', 'valid', 'invalid']);
export type FieldStatus = z.infer<typeof FieldStatus>;

/** One review field: its value (the field's own shape: text, cents, an address object, a list), where it came from. */
export const FieldView = z.object({
  value: z.unknown(),
  source: FieldSource,
  /** 0..1 when the value was read from the papers. */
  confidence: z.number().nullable(),
  status: FieldStatus,
  error: z.string().nullable(),
});
export type FieldView = z.infer<typeof FieldView>;

/** Where a court's filings go: its clerk's full mailing address, or the state judiciary's court directory. */
export const WhereToFile = z.discriminatedUnion('method', [
  z.object({ method: z.literal('mail'), mailing_address: z.string() }),
  z.object({ method: z.literal('court_finder'), court_finder_url: z.string(), judiciary: z.string() }),
]);
export type WhereToFile = z.infer<typeof WhereToFile>;

/** How to file an answer to a summons: where, the steps, and by when (the state's usual deadline when known). */
export const Filing = z.object({
  where_to_file: WhereToFile.nullable(),
  deadline: z.string().nullable(),
  where: z.string(),
  how: z.array(z.string()),
  by_when: z.string(),
});
export type Filing = z.infer<typeof Filing>;

/** Step `lawsuit_dates` (YYYY-MM-DD or null): the consumer is reminded 7 and 2 days before each date. */
export const LawsuitDates = z.object({ answer_deadline: z.string().nullable(), court_date: z.string().nullable() });
export type LawsuitDates = z.infer<typeof LawsuitDates>;

/** `GET /api_controller/get_extracted_walk_through_step_responses/{id}`. */
export const WalkthroughView = z.object({
  document: z.object({
    id: z.number().int(),
    document_name: z.enum(['solosettle', 'debt_answer']),
    law_firm: z.object({ id: z.number().int(), name: z.string(), in_database: z.boolean() }).nullable(),
    case_id: z.number().int().nullable(),
  }),
  extraction_status: z.enum(['none', 'processing', 'done', 'failed']),
  lawsuit_exists: z.boolean(),
  /** The settlement's lawsuit question: ask it, answered by the papers (skipped), answered, or not asked at all. */
  lawsuit_question: z.enum(['ask', 'papers', 'answered', 'none']),
  /** What the papers read so far say: court papers (true), a collector's letter (false), or nothing (null). */
  lawsuit_from_papers: z.boolean().nullable(),
  labels: perReviewField(z.string()),
  required: z.array(reviewField),
  steps: perReviewField(FieldView),
  missing: z.array(reviewField),
  invalid: z.array(z.object({ field: reviewField, message: z.string() })),
  /** As saved by save_law_firm (with its addresses), or the document's firm. */
  confirm_law_firm: z.looseObject({ id: z.number().int().nullable(), name: z.string() }).nullable(),
  /** As saved by save_plaintiff. */
  confirm_plaintiff: z.looseObject({ id: z.number().int().nullable(), name: z.string() }).nullable(),
  /** As saved by save_court. */
  court: z
    .looseObject({
      id: z.number().int().nullable().optional(),
      name: z.string().optional(),
      court_name: z.string().optional(),
    })
    .nullable(),
  hardship: z.record(z.string(), z.looseObject({ details: z.string().nullable() })),
  answer_details: z.object({ time_barred: z.boolean() }),
  lawsuit_dates: LawsuitDates,
  consents_to_sms: z.boolean(),
  accuracy_confirmed: z.boolean(),
  /** Where the page resumes. */
  current_step: z.string().nullable(),
  /** An answer to a summons only: where, how and by when to file it. */
  filing: Filing.nullable(),
  steps_order: z.array(z.string()),
});
export type WalkthroughView = z.infer<typeof WalkthroughView>;
