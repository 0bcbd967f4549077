import { z } from 'zod';
import { CreditReportView, UserProfileView } from '../../dashboard/payload';

/** A text field of the form: omitted = unchanged; null or '' = cleared. Garbage types get one sentence. */
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label} is too long (maximum is ${max} characters)`)
    .nullable()
    .optional();

export const UpdateProfileSchema = z.object(
  {
    user: z.object(
      {
        first_name: text('First name', 100),
        last_name: text('Last name', 100),
        email: text('Email', 254),
        metadata: z
          .object(
            {
              address_line1: text('Address', 200),
              city: text('City', 100),
              state: text('State', 40),
              zip_code: text('ZIP code', 20),
              birthdate: text('Birthdate', 20),
              ssn: text('SSN', 20),
              ssn_last_four: text('Last 4 of SSN', 10),
            },
            { error: 'metadata must be an object' },
          )
          .optional(),
        current_password: text('Current password', 200),
        password: text('Password', 200),
        password_confirmation: text('Password confirmation', 200),
      },
      { error: 'user is required' },
    ),
  },
  { error: 'user is required' },
);
export type UpdateProfile = z.infer<typeof UpdateProfileSchema>;

// ---- answers ----

/** `PUT /users`: the profile as it is now. */
export const ProfileAnswer = z.object({ user: UserProfileView });

/** `GET /api/fetch_credit_report`: the report the dashboard shows (its status while a fetch runs). */
export const CreditReportAnswer = z.object({ credit_report: CreditReportView });
