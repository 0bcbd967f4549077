import { Suspense, useMemo, useRef, type ComponentProps } from 'react';
import {
  AdminContext,
  CoreAdminUI,
  CustomRoutes,
  defaultI18nProvider,
  localStorageStore,
  Resource,
  type CatchAllComponent,
} from 'react-admin';
import CssBaseline from '@mui/material/CssBaseline';
import { Route, useLocation } from 'react-router-dom';
import { theme } from '../shared/theme';
import { FullPageLoader } from '../shared/ui/FullPageLoader';
import { useWhenIdle } from '../shared/ui/use-when-idle';
import { AccountsLanding } from './accounts';
import { disclosures, FirstVisitPopover } from './disclosures';
import { NotificationPolicyList } from './notifications';
import { PaymentOptionsPage } from './payout';
import payouts, { ReconciliationPage } from './payouts';
import { settlementRules } from './settlement-rules';
import { users } from './users';
import { createAuthProvider } from './authProvider';
import { NOTIFICATION_POLICIES } from './resource-names';
import { dataProvider } from './dataProvider';
import { Layout } from './layout/Layout';
import { lazyScreen } from './lazy-screen';
import { RequireCollectorSession } from './RequireCollectorSession';

const PortalLoading = () => <FullPageLoader label="Loading the collector portal" />;

// react-admin's pages for what goes wrong (no access, a failed authentication check, an unknown address, a page that
// threw) load when first shown, inside the layout's Suspense: no visit that goes well needs them. Should one fail to
// load, the route's error page (RouteErrorPage, in the entry) shows instead.
const AccessDenied = lazyScreen(() => import('./deferred-parts'), 'AccessDenied');
const AuthenticationError = lazyScreen(() => import('./deferred-parts'), 'AuthenticationError');
const NotFound = lazyScreen(() => import('./deferred-parts'), 'NotFound') as CatchAllComponent;
const AdminErrorPage = lazyScreen(() => import('./deferred-parts'), 'Error');
const Notification = lazyScreen(() => import('./deferred-parts'), 'Notification');
const AdminError = (props: ComponentProps<typeof AdminErrorPage>) => (
  <Suspense fallback={null}>
    <AdminErrorPage {...props} />
  </Suspense>
);

/**
 * react-admin's notification snackbar, mounted once the page is idle (as the chat launcher is): the first paint needs
 * none, a notification raised earlier waits in react-admin's queue until it mounts, and its chunk arrives while the
 * visit is young rather than when a failed call needs it.
 */
function PortalNotification() {
  const idle = useWhenIdle();
  return idle ? (
    <Suspense fallback={null}>
      <Notification />
    </Suspense>
  ) : null;
}

/** react-admin's own store (what <Admin> uses by default): the column choices last across visits. */
const store = localStorageStore();

/**
 * The authenticated collector portal, mounted by the outer router at /collectors/*.
 * /collectors itself is our sign-in page (outside react-admin), so react-admin's /login is switched off;
 * the session is checked by RequireCollectorSession before react-admin mounts, and the authProvider's
 * rejections (an API call answering 401 later) carry the redirect to /collectors with redirect_to.
 */
export default function CollectorsApp() {
  const location = useLocation();
  const locationRef = useRef(location);
  locationRef.current = location;
  const authProvider = useMemo(() => createAuthProvider(() => locationRef.current), []);

  return (
    <RequireCollectorSession>
      {/*
        What react-admin's <Admin> renders (AdminContext around AdminUI), with AdminUI's parts named here: the portal
        has its own layout and sign-in page, so the defaults it would otherwise bundle (react-admin's layout, app bar,
        side bar, login form and auth callback page) stay out of the portal's chunk.
      */}
      <AdminContext
        basename="/collectors"
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={defaultI18nProvider}
        store={store}
        theme={theme}
      >
        <CssBaseline enableColorScheme>
          <CoreAdminUI
            title="Parley"
            layout={Layout}
            loading={PortalLoading}
            loginPage={false}
            authCallbackPage={false}
            accessDenied={AccessDenied}
            authenticationError={AuthenticationError}
            catchAll={NotFound}
            error={AdminError}
            disableTelemetry
          >
            <Resource name="payouts" {...payouts} />
            <CustomRoutes>
              <Route path="/payouts/reconciliation" element={<ReconciliationPage />} />
              <Route path="/accounts" element={<AccountsLanding />} />
              <Route path="/direct_deposit" element={<PaymentOptionsPage />} />
              {/* The notification_policies resource's list, at the route the specification gives it. */}
              <Route path="/notifications" element={<NotificationPolicyList />} />
            </CustomRoutes>
            <Resource name="settlement_rules" {...settlementRules} />
            <Resource name="users" {...users} />
            <Resource name="disclosures" {...disclosures} />
            <Resource name={NOTIFICATION_POLICIES} />
          </CoreAdminUI>
          <PortalNotification />
        </CssBaseline>
      </AdminContext>
      <FirstVisitPopover />
    </RequireCollectorSession>
  );
}
