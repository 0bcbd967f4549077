import type { Socket } from 'socket.io-client';
import { tabRealtime, type RealtimeHub } from '../realtime';

/** The chat's realtime events (docs/api/chat.md "Realtime"); messages arrive as API rows. */
export interface MessageEvent {
  conversation_id: number | string;
  message: { id: number | string; attributes: Record<string, unknown> };
}

export interface ConversationUpdatedEvent {
  conversation_id: number | string;
  unread_count: number;
}

type Ack = { ok: boolean; error?: string; unread_count?: number };

interface ServerEvents {
  new_message: (event: MessageEvent) => void;
  message_scheduled: (event: MessageEvent) => void;
  message_blocked: (event: MessageEvent) => void;
  conversation_updated: (event: ConversationUpdatedEvent) => void;
}

interface ClientEvents {
  'chat:subscribe': (payload: { conversation_id: number }, ack: (answer: Ack) => void) => void;
  'chat:unsubscribe': (payload: { conversation_id: number }, ack: (answer: Ack) => void) => void;
  mark_as_read: (payload: { conversation_id: number }, ack: (answer: Ack) => void) => void;
}

export type ChatSocket = Socket<ServerEvents, ClientEvents>;
export type ThreadEventName = 'new_message' | 'message_scheduled' | 'message_blocked';
export type ThreadListener = (name: ThreadEventName, event: MessageEvent) => void;

const ACK_TIMEOUT_MS = 5_000;
const THREAD_EVENTS: ThreadEventName[] = ['new_message', 'message_scheduled', 'message_blocked'];

/**
 * The chat on the tab's realtime connection: the conversation list hears conversation_updated in its user or firm room; an open
 * thread subscribes to its conversation room (the server checks participation) and is subscribed again after a
 * reconnect, because a new socket starts in no conversation room.
 */
export class ChatConnection {
  private readonly listeners = new Map<string, Set<ThreadListener>>();
  private readonly subscribed = new Set<string>();
  private readonly resyncs = new Set<() => void>();

  private readonly detach: () => void;

  constructor(
    private readonly socket: ChatSocket,
    onConversationUpdated: (event: ConversationUpdatedEvent) => void,
    onReconnect: () => void,
    private readonly letGo: () => void = () => socket.disconnect(),
  ) {
    const threadListeners = THREAD_EVENTS.map((name) => {
      const listener = (event: MessageEvent) =>
        this.listeners.get(String(event.conversation_id))?.forEach((follow) => follow(name, event));
      socket.on(name, listener);
      return [name, listener] as const;
    });
    socket.on('conversation_updated', onConversationUpdated);
    // The shared connection may be up already: only a connect after this one is a reconnect.
    let connectedBefore = !!(socket as { connected?: boolean }).connected;
    const onConnect = () => {
      for (const id of this.subscribed) void this.emit('chat:subscribe', id);
      // Events missed while the socket was down: the list and the open threads reload once it is back.
      if (connectedBefore) {
        onReconnect();
        this.resyncs.forEach((resync) => resync());
      }
      connectedBefore = true;
    };
    socket.on('connect', onConnect);
    // Only this connection's own listeners go: the socket is shared with the tab's other features.
    this.detach = () => {
      for (const [name, listener] of threadListeners) socket.off(name, listener);
      socket.off('conversation_updated', onConversationUpdated);
      socket.off('connect', onConnect);
    };
  }

  static open(
    onConversationUpdated: (event: ConversationUpdatedEvent) => void,
    onReconnect: () => void,
    hub: RealtimeHub = tabRealtime,
  ): ChatConnection {
    return new ChatConnection(hub.acquire() as unknown as ChatSocket, onConversationUpdated, onReconnect, () =>
      hub.release(),
    );
  }

  /** Follows one conversation; returns the function that stops following it. */
  follow(conversationId: string, listener: ThreadListener): () => void {
    let set = this.listeners.get(conversationId);
    if (!set) {
      set = new Set();
      this.listeners.set(conversationId, set);
    }
    set.add(listener);
    if (!this.subscribed.has(conversationId)) {
      this.subscribed.add(conversationId);
      void this.emit('chat:subscribe', conversationId);
    }
    return () => {
      const current = this.listeners.get(conversationId);
      current?.delete(listener);
      if (current && current.size === 0) {
        this.listeners.delete(conversationId);
        this.subscribed.delete(conversationId);
        void this.emit('chat:unsubscribe', conversationId);
      }
    };
  }

  /** Calls `resync` after each reconnect (an open thread reloads what it may have missed); returns the remover. */
  onReconnect(resync: () => void): () => void {
    this.resyncs.add(resync);
    return () => this.resyncs.delete(resync);
  }

  /** Marks the conversation read for this side; false when the socket could not do it (the caller falls back). */
  async markAsRead(conversationId: string): Promise<boolean> {
    const answer = await this.emit('mark_as_read', conversationId);
    return answer?.ok === true;
  }

  close(): void {
    this.detach();
    this.letGo();
  }

  private emit(event: keyof ClientEvents, conversationId: string): Promise<Ack | undefined> {
    const socket = this.socket as unknown as {
      connected?: boolean;
      timeout?: (ms: number) => { emit: (...args: unknown[]) => void };
    };
    // Before the first connect socket.io buffers emits; the 'connect' handler subscribes anyway, so skip them.
    if (!socket.connected || typeof socket.timeout !== 'function') return Promise.resolve(undefined);
    return new Promise((resolve) => {
      socket.timeout!(ACK_TIMEOUT_MS).emit(
        event,
        { conversation_id: Number(conversationId) },
        (error: unknown, answer?: Ack) => resolve(error ? undefined : answer),
      );
    });
  }
}
