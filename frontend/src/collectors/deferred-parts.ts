/**
 * The react-admin parts the portal shows only when something happens: its notification snackbar, and its pages for
 * what goes wrong (no access, a failed authentication check, an unknown address, a page that threw). Their own chunk,
 * which App.tsx loads once the page is idle (for the notifications) or when one of the pages is first shown.
 */
export { AccessDenied, AuthenticationError, Error, NotFound, Notification } from 'react-admin';
