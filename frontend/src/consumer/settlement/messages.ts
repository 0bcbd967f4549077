import { ApiError, NetworkError } from '../../shared/http';
import { SIGN_IN_MESSAGES } from '../../shared/messages';

/** The settlement page's own sentences (the consumer side's own wording). */
export const SETTLEMENT_MESSAGES = {
  loadFailed: 'We could not load your settlement. Please try again.',
  notFound: 'We could not find this settlement. It may belong to another account.',
  unexpected: 'Something went wrong. Please try again.',
  polling: 'This page updates by itself when the collector answers.',
} as const;

/** What to tell the consumer about a failed command: the server's sentence when it gave one. */
export function failureMessage(error: unknown): string {
  if (error instanceof NetworkError) return SIGN_IN_MESSAGES.network;
  if (error instanceof ApiError && error.body) return error.message;
  return SETTLEMENT_MESSAGES.unexpected;
}
