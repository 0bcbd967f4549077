import { z } from 'zod';
import { SIGN_UP_ERRORS, SIGN_UP_NAME_MAX, SIGN_UP_PASSWORD_MAX, SIGN_UP_PASSWORD_MIN } from '../../identity/sign-up';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../rules';

// `abort: true` stops at the first failed check: the pattern never sees an over-long or empty value.
const email = z
  .string({ error: 'Please enter your email address' })
  .trim()
  .min(1, { error: 'Please enter your email address', abort: true })
  .max(EMAIL_MAX_LENGTH, { error: 'Please enter a valid email address', abort: true })
  .regex(EMAIL_PATTERN, 'Please enter a valid email address')
  .transform((e) => e.toLowerCase());

const password = z
  .string({ error: 'Please enter your password' })
  .min(1, 'Please enter your password')
  .max(200, 'Password is too long');

export const PasswordSignInSchema = z.object({ email, password });
export type PasswordSignIn = z.infer<typeof PasswordSignInSchema>;

/** Collector sign-in takes either e-mail and password or a login token. */
export const CollectorLoginSchema = z.union(
  [
    PasswordSignInSchema,
    z.object({
      auth_token: z.string({ error: 'Please enter your login token' }).trim().min(1, 'Please enter your login token').max(200, 'Invalid login token'),
    }),
  ],
  { error: 'Please enter your email and password, or a login token' },
);
export type CollectorLogin = z.infer<typeof CollectorLoginSchema>;

export const PASSWORD_MIN_LENGTH = 8;
export const NewPasswordSchema = z
  .object({
    reset_password_token: z.string({ error: 'Reset password token is invalid' }).min(1, 'Reset password token is invalid').max(200, 'Reset password token is invalid'),
    password: z
      .string({ error: 'Please enter a new password' })
      .min(PASSWORD_MIN_LENGTH, `Password is too short (minimum is ${PASSWORD_MIN_LENGTH} characters)`)
      .max(200, 'Password is too long (maximum is 200 characters)'),
    password_confirmation: z.string({ error: "Passwords don't match" }),
  })
  .refine((v) => v.password === v.password_confirmation, { message: "Passwords don't match", path: ['password_confirmation'] });
export type NewPassword = z.infer<typeof NewPasswordSchema>;

export const ResetRequestSchema = z.object({ email });

export const UpdateSsnPermissionSchema = z.object({
  // No coercion: `true` or `[5]` are not ids; the bound keeps the value inside PostgreSQL's integer.
  user_id: z
    .number({ error: 'user_id must be a number' })
    .int('user_id must be a number')
    .positive('user_id must be a number')
    .max(2_147_483_647, 'user_id must be a number'),
  can_view_full_ssn: z.boolean({ error: 'can_view_full_ssn must be true or false' }),
});


/** A new confirmation link is asked for by e-mail address; an address that cannot be one answers 'Email is invalid'. */
export const ConfirmationRequestSchema = z.object({
  email: z
    .string({ error: SIGN_UP_ERRORS.emailInvalid })
    .trim()
    .min(1, { error: SIGN_UP_ERRORS.emailInvalid, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: SIGN_UP_ERRORS.emailInvalid, abort: true })
    .regex(EMAIL_PATTERN, SIGN_UP_ERRORS.emailInvalid)
    .transform((e) => e.toLowerCase()),
});

export const ConfirmSchema = z.object({
  confirmation_token: z
    .string({ error: 'Confirmation token is invalid.' })
    .min(1, 'Confirmation token is invalid.')
    .max(200, 'Confirmation token is invalid.'),
});

/**
 * The sign-up body's shape. The body is checked by the domain's checkSignUp (the page runs the same function), which
 * answers every failing field's sentence at once; this schema describes the body for the API description.
 */
export const SignUpShape = z.object({
  first_name: z.string().min(1).max(SIGN_UP_NAME_MAX),
  last_name: z.string().min(1).max(SIGN_UP_NAME_MAX),
  email: z.string().max(EMAIL_MAX_LENGTH).regex(EMAIL_PATTERN),
  password: z.string().min(SIGN_UP_PASSWORD_MIN).max(SIGN_UP_PASSWORD_MAX),
  password_confirmation: z.string(),
});

// ---- answers ----

/** The signed-in collector (`GET /collectors/api/check_auth`). */
export const CollectorAuthCheck = z.object({
  scope: z.enum(['user', 'admin']).nullable(),
  current_user: z.object({
    id: z.number().int(),
    email: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    law_firm: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    is_collector: z.boolean(),
    is_consumer: z.boolean(),
    is_law_firm_entity: z.boolean(),
    is_on_call_admin: z.boolean(),
    law_firm_id: z.number().int().nullable(),
    law_firm_scope: z.enum(['user', 'admin']).nullable(),
    can_view_full_ssn: z.boolean(),
  }),
});
export type CollectorAuthCheck = z.infer<typeof CollectorAuthCheck>;

/** `GET /collectors/api/basic_stats`. */
export const BasicStats = z.object({ is_on_call_admin: z.boolean() });

/** The signed-in consumer (`GET /api/v1/check_auth`). */
export const ConsumerAuthCheck = z.object({
  current_user: z.object({
    id: z.number().int(),
    email: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    is_consumer: z.boolean(),
    is_collector: z.boolean(),
  }),
});
export type ConsumerAuthCheck = z.infer<typeof ConsumerAuthCheck>;

/** `GET /api/v1/csrf`: an empty object; the token comes as the XSRF-TOKEN cookie. */
export const CsrfAnswer = z.object({});

/** `PUT /users/confirmation`: confirmed, and where the page goes next. */
export const ConfirmedAnswer = z.object({ success: z.literal(true), message: z.string(), redirect_url: z.string() });

/** `POST /users/password`: the sentence shown whether or not the address has an account. */
export const MessageAnswer = z.object({ message: z.string() });

/** `PUT /users/password`: the new password is set; where to sign in. */
export const PasswordResetAnswer = z.object({ message: z.string(), sign_in_path: z.string() });

/** `POST /collectors/api/update_ssn_permission`. */
export const SsnPermissionAnswer = z.object({ can_view_full_ssn: z.boolean() });
