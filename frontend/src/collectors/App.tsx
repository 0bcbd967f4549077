import { useMemo, useRef } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route, useLocation } from 'react-router-dom';
import { theme } from '../shared/theme';
import { FullPageLoader } from '../shared/ui/FullPageLoader';
import { AccountsLanding } from './accounts';
import { disclosures, DisclosuresPopover } from './disclosures';
import { NotificationPolicyList } from './notifications';
import { NOTIFICATION_POLICIES } from './notifications/policies-data';
import { PaymentOptionsPage } from './payout';
import payouts, { ReconciliationPage } from './payouts';
import { settlementRules } from './settlement-rules';
import { users } from './users';
import { createAuthProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { Layout } from './layout/Layout';
import { RequireCollectorSession } from './RequireCollectorSession';

const PortalLoading = () => <FullPageLoader label="Loading the collector portal" />;

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
      <Admin
        basename="/collectors"
        title="Parley"
        authProvider={authProvider}
        dataProvider={dataProvider}
        layout={Layout}
        theme={theme}
        loading={PortalLoading}
        loginPage={false}
        authCallbackPage={false}
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
      </Admin>
      <DisclosuresPopover />
    </RequireCollectorSession>
  );
}
