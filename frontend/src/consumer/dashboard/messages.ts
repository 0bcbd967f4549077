/** The dashboard's wording (decisions in docs/api/dashboard.md). */
export const DASHBOARD_TEXT = {
  archivedEmpty: 'You have no archived documents.',
  archiveFailed: 'Unable to archive document. Please try again or contact support if the problem persists.',
  reactivateFailed: 'Unable to reactivate document. Please try again or contact support if the problem persists.',
  downloadFailed: 'There was an error generating your document. Please refresh the page to try again.',
  loadFailed: 'We could not load your dashboard.',
  continueSettlement: 'Continue settlement process',
  createFailed: 'We could not create the document. Please try again.',
} as const;

/** Decision: the lawsuit-scanning tool is CourtListener's free search of court records (opens in a new tab). */
export const LAWSUIT_SCAN_URL = 'https://www.courtlistener.com/?type=r';

/** sessionStorage key set when the dashboard is reached with a redirect_url that names the credit report. */
export const CREDIT_REPORT_REDIRECT_FLAG = 'parley.credit_report_redirect';

/** Download polling: at most 20 polls. */
export const DOWNLOAD_POLL_LIMIT = 20;

/** Waits of the page: one poll every 1.5 s; the success/message banner for 5 s. Tests shorten them. */
export const timing = { downloadPollMs: 1500, bannerMs: 5000 };

/** A hidden promo card comes back after 7 days. */
export const PROMO_HIDE_MS = 7 * 24 * 60 * 60 * 1000;
