import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FullPageLoader } from '../shared/ui/FullPageLoader';
import { collectorApi, forgetSession, handOverSession, isCollectorSession } from './api';
import { collectorSignInLocation } from './authProvider';

/**
 * The authenticated wrapper: checks the session once when the portal is entered and sends
 * anyone without a collector session to /collectors, keeping the origin (redirect_to).
 *
 * Why not react-admin's requireAuth: its failure path (LogoutOnMount) resets the store and query cache while
 * still mounted, which re-runs the check and logs out again until the redirect commits; a plain <Navigate>
 * before react-admin mounts has no such loop. Later 401s from API calls still go through authProvider.checkError.
 * The answer is handed to react-admin's first permissions and identity asks (one check_auth per entry, not two);
 * without a session the requests started early for this page (early-requests.ts) are dropped, so none answers after
 * a sign-in.
 */
export function RequireCollectorSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [origin] = useState(location);
  const [state, setState] = useState<'checking' | 'signed-in' | 'signed-out'>('checking');

  useEffect(() => {
    let active = true;
    collectorApi
      .checkAuth()
      .then(answer => {
        if (!active) return;
        if (answer.ok && isCollectorSession(answer.body)) {
          handOverSession(answer.body);
          setState('signed-in');
        } else {
          forgetSession();
          setState('signed-out');
        }
      })
      .catch(() => {
        if (!active) return;
        forgetSession();
        setState('signed-out');
      });
    return () => {
      active = false;
    };
  }, []);

  if (state === 'checking') return <FullPageLoader label="Checking your session" />;
  if (state === 'signed-out') return <Navigate to={collectorSignInLocation(origin)} replace />;
  return <>{children}</>;
}
