import { z } from 'zod';

export const PUBLIC_TOKEN_REQUIRED = 'public_token is required.';
export const DEMO_LINK_FIELDS = 'Choose your bank and enter your bank username and password.';

/** What Plaid Link's onSuccess (or the demo bank form) handed the page. */
export const ExchangePublicToken = z.object(
  {
    public_token: z.string({ message: PUBLIC_TOKEN_REQUIRED }).trim().min(1, { message: PUBLIC_TOKEN_REQUIRED }).max(200, { message: PUBLIC_TOKEN_REQUIRED }),
  },
  { message: PUBLIC_TOKEN_REQUIRED },
);
export type ExchangePublicToken = z.infer<typeof ExchangePublicToken>;

const field = z.string({ message: DEMO_LINK_FIELDS }).min(1, { message: DEMO_LINK_FIELDS }).max(200, { message: DEMO_LINK_FIELDS });

/** The demo bank-connection form (stands in for Plaid Link's hosted screens). */
export const DemoLink = z.object(
  { link_token: field, institution_id: field, username: field, password: field },
  { message: DEMO_LINK_FIELDS },
);
export type DemoLink = z.infer<typeof DemoLink>;

// ---- answers ----

/** `POST /api/financial/link_token`: the token Plaid Link (or the demo bank picker) opens with. */
export const LinkTokenAnswer = z.object({ link_token: z.string(), expiration: z.string(), mode: z.enum(['plaid', 'demo']) });

/** `POST /api/financial/exchange`: the report being built (202; the dashboard polls financial_report). */
export const ExchangeAnswer = z.object({ report_id: z.number().int(), status: z.literal('pending') });

/** `GET /api/financial/connections`. */
export const ConnectionsAnswer = z.object({
  connections: z.array(
    z.object({
      id: z.number().int(),
      institution_name: z.string(),
      status: z.enum(['active', 'replaced', 'login_required']),
      connected_at: z.string(),
    }),
  ),
});

/** `GET /api/financial/demo/institutions` (demo bank data only). */
export const DemoInstitutionsAnswer = z.object({
  institutions: z.array(z.object({ institution_id: z.string(), name: z.string(), logo: z.string(), behaviour: z.string().nullable() })),
});

/** `POST /api/financial/demo/link` (demo bank data only): the public token to exchange. */
export const DemoLinkAnswer = z.object({ public_token: z.string() });
