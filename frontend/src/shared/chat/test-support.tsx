import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../theme';
import { ChatProvider } from './ChatProvider';
import { ChatConnection, type ChatSocket } from './chat-socket';
import { ChatWidget } from './ChatWidget';
import type { ChatSide } from './types';

type Handler = (...args: unknown[]) => void;

/**
 * A Socket.IO client stand-in: records what the widget emits (with acks answered by `answer`), and lets a test push
 * server events with `serverSends`.
 */
export function fakeSocket(answer: (event: string, payload: unknown) => unknown = () => ({ ok: true })) {
  const handlers = new Map<string, Set<Handler>>();
  const emitted: Array<{ event: string; payload: unknown }> = [];
  const socket = {
    connected: true,
    on(event: string, handler: Handler) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(handler);
      return socket;
    },
    off(event: string, handler?: Handler) {
      if (handler) handlers.get(event)?.delete(handler);
      else handlers.delete(event);
      return socket;
    },
    disconnect: () => socket,
    timeout: () => ({
      emit(event: string, payload: unknown, ack: (error: unknown, reply: unknown) => void) {
        emitted.push({ event, payload });
        queueMicrotask(() => ack(null, answer(event, payload)));
      },
    }),
  };
  return {
    socket: socket as unknown as ChatSocket,
    emitted,
    serverSends(event: string, payload: unknown) {
      handlers.get(event)?.forEach((handler) => handler(payload));
    },
  };
}

/**
 * The widget inside its provider, over a fake socket, with a fresh query cache. A failed read shows at once unless
 * `retryReads` is the real policy (`{ retryReads: true }` keeps the provider's default).
 */
export function renderChat(
  side: ChatSide,
  fake = fakeSocket(),
  children?: ReactNode,
  options: { retryReads?: boolean } = {},
) {
  const connect = (onUpdated: (event: never) => void, onReconnect: () => void) =>
    new ChatConnection(fake.socket, onUpdated as never, onReconnect);
  const queryClient = new QueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <ChatProvider side={side} enabled connect={connect} {...(options.retryReads ? {} : { retryReads: false })}>
          {children}
          <ChatWidget />
        </ChatProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...result, fake, queryClient };
}

/** API rows as docs/api/chat.md shows them. */
export function conversationRow(id: number, attributes: Record<string, unknown> = {}) {
  return {
    id,
    type: 'conversation',
    attributes: {
      other_participants: [{ id: 9, type: 'user', display_name: 'Jordan Rivera', is_collector: false }],
      last_message: null,
      unread_count: 0,
      account_status: 'Consumer Offer',
      document_id: 44,
      law_firm_id: 3,
      consumer_user_id: 9,
      opted_out: false,
      ceased: false,
      represented_by_attorney: false,
      can_send: true,
      send_refusal: null,
      consumer_time_zone: 'America/Chicago',
      ...attributes,
    },
  };
}

export function messageRow(id: number, attributes: Record<string, unknown> = {}) {
  return {
    id,
    type: 'message',
    attributes: {
      conversation_id: 12,
      body: `Message ${id}`,
      created_at: new Date().toISOString(),
      sender: { id: 5, display_name: 'Ann Agent', is_collector: true },
      status: 'delivered',
      blocked: false,
      violations: [],
      suggestion: null,
      attachments: [],
      scanned: true,
      scheduled_for: null,
      disclosure: 'This message is a communication from a debt collector.',
      ...attributes,
    },
  };
}

/** Stands in for IntersectionObserver; `reveal(element, ratio)` reports how much of it is on screen. */
export function fakeIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; elements: Set<Element> }>();
  class FakeObserver {
    private readonly entry: { callback: IntersectionObserverCallback; elements: Set<Element> };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: new Set() };
      observers.add(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.add(element);
    }
    unobserve(element: Element) {
      this.entry.elements.delete(element);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  return {
    Observer: FakeObserver,
    watched: () => [...observers].flatMap((o) => [...o.elements]),
    reveal(element: Element, ratio: number) {
      for (const observer of [...observers]) {
        if (!observer.elements.has(element)) continue;
        observer.callback(
          [{ target: element, isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry],
          observer as unknown as IntersectionObserver,
        );
      }
    },
  };
}
