import { isPortalPage, startPortalRequests } from './collectors/early-requests';

/**
 * The early entry (its own script tag, added to index.html by vite.config.ts, run as soon as it has loaded): on a
 * collector portal page it starts the page's first calls and the portal chunk with everything it imports, while
 * the main entry is still downloading and evaluating (collectors/early-requests.ts says why).
 */
startPortalRequests();
if (isPortalPage(window.location.pathname)) {
  // The main entry imports the same chunk (routes.tsx) and reports a failure to load it; nothing to do here.
  import('./collectors/App').catch(() => undefined);
}
