/**
 * User-facing messages taken word for word from the product's wording (the collector sign-in's for sign-in).
 * The consumer sign-in has no wording of its own: it reuses the collector's.
 */
export const SIGN_IN_MESSAGES = {
  sessionInitFailed: 'Login succeeded but session initialization failed. Please try again.',
  network: 'A network error occurred. Please check your connection and try again.',
  unexpected: 'Error during authentication. Please try again.',
} as const;

/** The invite page's wording, reused for the consumer password reset. */
export const PASSWORDS_DONT_MATCH = "Passwords don't match";

export const ON_CALL_ADMIN_BANNER = 'Viewing user accounts as administrator.';
