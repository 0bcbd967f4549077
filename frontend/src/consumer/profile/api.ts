import { send, serverMessages } from '../../shared/http';
import type { StashData, UserProfileView } from '@parley/domain/dashboard/payload';

/** The server's own sentences when it gave any, else the page's fallback (the server's is preferred). */
export function messagesOr(body: unknown, fallback: string): string[] {
  const messages = serverMessages(body);
  return messages.length ? messages : [fallback];
}

export interface ProfileUpdate {
  first_name: string;
  last_name: string;
  metadata: {
    address_line1: string;
    city: string;
    state: string;
    zip_code: string;
    birthdate: string;
    ssn?: string;
    ssn_last_four: string;
  };
  current_password?: string;
  password?: string;
  password_confirmation?: string;
}

export const profileApi = {
  update: (user: ProfileUpdate) => send<{ user?: UserProfileView; error?: string; errors?: string[] }>('PUT', '/users', { body: { user } }),
};

export const creditApi = {
  // Consent and the pull are a write (with the CSRF header); the GET of the same path only reads the status.
  fetch: () => send<{ success?: boolean; error?: string }>('POST', '/my_dashboard/fetch_credit_report'),
};

export interface RefundAddress {
  full_name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
}

type StashAnswer = { success?: boolean; message?: string; stash_data?: StashData; error?: string };

export const stashApi = {
  data: () => send<{ stash_data?: StashData; error?: string }>('GET', '/my_dashboard/stash/data'),
  refund: (address: RefundAddress) => send<StashAnswer>('POST', '/my_dashboard/stash/refunds', { body: { address } }),
  cancel: () => send<StashAnswer>('POST', '/my_dashboard/stash/cancel'),
};

const instantDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** An ISO instant as MMM d, yyyy in the viewer's time zone. */
export function displayDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const t = Date.parse(iso);
  return Number.isNaN(t) ? '' : instantDate.format(new Date(t));
}
