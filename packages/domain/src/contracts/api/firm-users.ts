import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../rules';

const id = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a number`)
    .positive(`${name} must be a number`)
    .max(2_147_483_647, `${name} must be a number`);

export const CreateUserSchema = z.object({
  user: z.object(
    {
      email: z
        .string({ error: 'Please enter an email address' })
        .trim()
        .min(1, { error: 'Please enter an email address', abort: true })
        .max(EMAIL_MAX_LENGTH, { error: 'Please enter a valid email address', abort: true })
        .regex(EMAIL_PATTERN, 'Please enter a valid email address')
        .transform((e) => e.toLowerCase()),
      law_firm_scope: z.enum(['user', 'admin'], { error: 'Please choose a role (user or admin)' }),
      can_view_full_ssn: z.boolean({ error: 'can_view_full_ssn must be true or false' }),
    },
    { error: 'Please enter the new user' },
  ),
});
export type CreateUser = z.infer<typeof CreateUserSchema>;

export const RemoveUserSchema = z.object({ user_id: id('user_id') });

export const INVITE_PASSWORD_MIN = 8;
export const AcceptInviteSchema = z
  .object({
    token: z.string({ error: 'This invitation link is invalid.' }).min(1, 'This invitation link is invalid.').max(200, 'This invitation link is invalid.'),
    password: z
      .string({ error: 'Please enter a password' })
      .min(INVITE_PASSWORD_MIN, `Password is too short (minimum is ${INVITE_PASSWORD_MIN} characters)`)
      .max(200, 'Password is too long (maximum is 200 characters)'),
    // Optional: the page checks it too, but a client that sends it gets the same rule on the server.
    password_confirmation: z.string({ error: "Passwords don't match" }).optional(),
  })
  .refine((v) => v.password_confirmation === undefined || v.password === v.password_confirmation, {
    message: "Passwords don't match",
    path: ['password_confirmation'],
  });
export type AcceptInvite = z.infer<typeof AcceptInviteSchema>;

// ---- answers ----

export const FirmUser = z.object({
  id: z.number().int(),
  email: z.string(),
  law_firm_scope: z.enum(['user', 'admin']),
  can_view_full_ssn: z.boolean(),
  /** Invited and not signed up yet. */
  invite_pending: z.boolean(),
});
export type FirmUser = z.infer<typeof FirmUser>;

/** `GET /collectors/api/users`: the firm's users and (admins only) the firm's login code. */
export const FirmUsersAnswer = z.object({ users: z.array(FirmUser), auth_token: z.string().nullable() });
export type FirmUsersAnswer = z.infer<typeof FirmUsersAnswer>;

/** `POST /collectors/api/users/create`: the invited user. */
export const FirmUserCreated = z.object({ success: z.literal(true), user: FirmUser });

/** `POST /collectors/api/users/rotate_auth_token`: the firm's new login code. */
export const LoginCodeAnswer = z.object({ auth_token: z.string() });

/** `POST /collectors/api/accept_invite`: signed in; where the portal opens. */
export const InviteAccepted = z.object({ success: z.literal(true), redirect_to: z.string() });
