import { useEffect, useState, type ReactNode } from 'react';
import { ChatProvider, ChatWidget } from '../../shared/chat';
import { AssistantWidget } from '../assistant/AssistantWidget';
import { consumerApi, isConsumerSession } from '../api';

/**
 * Consumer pages with the chat layer: the Ask Solo widget and the chat with collectors show only once the
 * authentication check says a consumer is signed in. The chat provider wraps the page so
 * 'Message collector' buttons on it can open a conversation.
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
    <ChatProvider side="consumer" enabled={signedIn}>
      {children}
      <ChatWidget />
      {signedIn && (
        <AssistantWidget
          agentKey="solo"
          authenticated
          context={{ page: window.location.pathname }}
          userContext={userContext ?? window.location.pathname}
        />
      )}
    </ChatProvider>
  );
}
