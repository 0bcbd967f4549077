import { z } from 'zod';

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
