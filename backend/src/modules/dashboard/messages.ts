/** The dashboard API's sentences (docs/api/dashboard.md). The page shows its own failure sentences. */
export const DASHBOARD_DOCUMENT_NOT_FOUND = 'Document not found';
export { UNKNOWN_DOCUMENT_NAME } from '@parley/domain/contracts/api/dashboard';
export const ALREADY_ARCHIVED = 'This document is already archived.';
export const NOT_ARCHIVED = 'This document is not archived.';
export const ARCHIVED = 'Document archived.';
export const REACTIVATED = 'Document reactivated.';
