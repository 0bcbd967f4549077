import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  isPoBox,
  isValidAccountNumber,
  isValidEmail,
  isValidRoutingNumber,
  MESSAGES,
  missingCheckFieldsMessage,
  normalizeAccountNumber,
  US_STATES,
  ZIP_PATTERN,
} from '../../payout/validation';

const optionalText = (max: number) =>
  z
    .union([z.string({ error: 'Please enter text' }).max(max, { error: `Please use at most ${max} characters`, abort: true }), z.null()])
    .optional()
    .transform((v) => (typeof v === 'string' && v.trim() ? v.trim() : null));

// `abort: true`: a value over its length stops here, so the PO-box patterns of the form check never read it.
const text = (max: number) =>
  z.string({ error: 'Please enter text' }).max(max, { error: `Please use at most ${max} characters`, abort: true }).optional();

/**
 * The mailed-check form. Missing fields are reported together in one sentence, so the object is checked
 * as a whole after the shapes; PO boxes are refused in the street and in the optional mailing name.
 */
export const UpdateFirmPaymentDetailsSchema = z.object({
  law_firm: z
    .object(
      {
        payee: text(200),
        mailing_name: optionalText(200),
        mailing_street: text(200),
        mailing_city: text(100),
        mailing_state: text(2),
        mailing_zip: text(10),
        digital_check_approved: z.boolean({ error: 'digital_check_approved must be true or false' }).optional(),
      },
      { error: 'Please fill in the payment details' },
    )
    .superRefine((v, ctx) => {
      // Each issue names the field it is about (the page shows it there); the missing ones share one sentence.
      const missing = missingCheckFieldsMessage(v);
      if (missing) return void ctx.addIssue({ code: 'custom', message: missing });
      if (isPoBox(v.mailing_street ?? '')) ctx.addIssue({ code: 'custom', path: ['mailing_street'], message: MESSAGES.poBox });
      else if (isPoBox(v.mailing_name ?? '')) ctx.addIssue({ code: 'custom', path: ['mailing_name'], message: MESSAGES.poBox });
      if (!(US_STATES as readonly string[]).includes((v.mailing_state ?? '').trim().toUpperCase()))
        ctx.addIssue({ code: 'custom', path: ['mailing_state'], message: MESSAGES.invalidState });
      if (!ZIP_PATTERN.test((v.mailing_zip ?? '').trim())) ctx.addIssue({ code: 'custom', path: ['mailing_zip'], message: MESSAGES.invalidZip });
    })
    .transform((v) => ({
      payee: (v.payee ?? '').trim(),
      mailingName: v.mailing_name,
      mailingStreet: (v.mailing_street ?? '').trim(),
      mailingCity: (v.mailing_city ?? '').trim(),
      mailingState: (v.mailing_state ?? '').trim().toUpperCase(),
      mailingZip: (v.mailing_zip ?? '').trim(),
      digitalCheckApproved: v.digital_check_approved,
    })),
});
export type UpdateFirmPaymentDetails = z.infer<typeof UpdateFirmPaymentDetailsSchema>['law_firm'];

const email = z
  .string({ error: MESSAGES.invalidEmail })
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: MESSAGES.invalidEmail, abort: true })
  .refine(isValidEmail, MESSAGES.invalidEmail)
  .transform((e) => e.toLowerCase());

const payee = z.string({ error: MESSAGES.payeeRequired }).trim().min(1, MESSAGES.payeeRequired).max(200, MESSAGES.payeeRequired);

export const DigitalCheckEmailSchema = z.object({
  email,
  digital_check_approved: z.boolean({ error: 'digital_check_approved must be true or false' }),
  payee: payee.optional(),
});
export type DigitalCheckEmail = z.infer<typeof DigitalCheckEmailSchema>;

export const BankAccountSchema = z.object({
  routing_number: z
    .string({ error: MESSAGES.routingDigits })
    .regex(/^\d{9}$/, { error: MESSAGES.routingDigits, abort: true })
    .refine(isValidRoutingNumber, MESSAGES.routingChecksum),
  account_number: z
    .string({ error: MESSAGES.accountNumber })
    .max(40, { error: MESSAGES.accountNumber, abort: true })
    .refine(isValidAccountNumber, MESSAGES.accountNumber)
    .transform(normalizeAccountNumber),
  account_type: z.enum(['CHECKING', 'SAVINGS', 'BUSINESS'], { error: MESSAGES.accountType }),
  account_name: z.string({ error: MESSAGES.accountName }).trim().min(1, MESSAGES.accountName).max(200, MESSAGES.accountName),
  // The ACH form sends the payout e-mail and payee with the account, so they are saved in the same transaction.
  email: email.optional(),
  payee: payee.optional(),
});
export type BankAccountInput = z.infer<typeof BankAccountSchema>;

// ---- answers ----

/** The firm's connected bank account as the payment options page shows it. */
export const FirmBankAccountView = z.object({
  id: z.number().int(),
  /** Never the full number: a mask and its last four digits. */
  account_number: z.string(),
  account_number_last_four: z.string(),
  routing_number: z.string(),
  account_type: z.enum(['CHECKING', 'SAVINGS', 'BUSINESS']),
  account_type_label: z.string(),
  account_name: z.string(),
});
export type FirmBankAccountView = z.infer<typeof FirmBankAccountView>;

/** Where a firm's payouts go: the mailed-check address, the digital-check e-mail and the bank account. */
export const LawFirmPayout = z.object({
  id: z.number().int(),
  name: z.string(),
  digital_check_email: z.string().nullable(),
  bank_id: z.number().int().nullable(),
  digital_check_approved: z.boolean(),
  payee: z.string().nullable(),
  mailing_name: z.string().nullable(),
  mailing_street: z.string().nullable(),
  mailing_city: z.string().nullable(),
  mailing_state: z.string().nullable(),
  mailing_zip: z.string().nullable(),
  has_payment_details: z.boolean(),
  bank_account: FirmBankAccountView.nullable(),
});
export type LawFirmPayout = z.infer<typeof LawFirmPayout>;

/** `GET /collectors/api/get_law_firm`: where the firm's payouts go, the account number masked. */
export const FirmPaymentDetails = z.object({ law_firm: LawFirmPayout });
export type FirmPaymentDetails = z.infer<typeof FirmPaymentDetails>;
