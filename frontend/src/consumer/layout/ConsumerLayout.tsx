import type { ReactNode } from 'react';
import { ChatProvider, ChatWidget } from '../../shared/chat';
import { AssistantWidget } from '../assistant/AssistantWidget';
import { ConsumerData } from '../data/ConsumerData';
import { useConsumerSession } from '../data/session';

/**
 * Consumer pages with the chat layer: the Ask Solo widget and the chat with collectors show only once the
 * authentication check says a consumer is signed in. The chat provider wraps the page so
 * 'Message collector' buttons on it can open a conversation. The layout also gives the page the tab's query cache.
 */
export function ConsumerLayout({ children, userContext }: { children: ReactNode; userContext?: string }) {
  return (
    <ConsumerData>
      <ChatLayer userContext={userContext}>{children}</ChatLayer>
    </ConsumerData>
  );
}

function ChatLayer({ children, userContext }: { children: ReactNode; userContext?: string }) {
  const { signedIn } = useConsumerSession();
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
