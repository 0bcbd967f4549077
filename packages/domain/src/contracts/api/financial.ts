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
