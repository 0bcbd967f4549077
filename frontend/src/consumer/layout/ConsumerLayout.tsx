import { useEffect, useState, type ReactNode } from 'react';
import { AssistantWidget } from '../assistant/AssistantWidget';
import { consumerApi, isConsumerSession } from '../api';

/**
 * Consumer pages with the chat layer: the Ask Solo widget shows only once the authentication check says a consumer
 * is signed in (spec 002 section 6).
 */
export function ConsumerLayout({ children, userContext }: { children: ReactNode; userContext?: string }) {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    let cancelled = false;
    consumerApi
      .checkAuth()
      .then(answer => !cancelled && setSignedIn(answer.ok && isConsumerSession(answer.body)))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  return (
    <>
      {children}
      {signedIn && (
        <AssistantWidget
          agentKey="solo"
          authenticated
          context={{ page: window.location.pathname }}
          userContext={userContext ?? window.location.pathname}
        />
      )}
    </>
  );
}
