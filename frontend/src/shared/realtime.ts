import { createContext, useContext, useEffect, useRef } from 'react';
import type { ClientToServerEvents, PilotCompletionKey, PilotCompletionMessage, ServerToClientEvents } from '@parley/domain/contracts/realtime';
import type { Socket } from 'socket.io-client';

export type { PilotCompletionKey, PilotCompletionMessage, ServerToClientEvents };

export const PILOT_COMPLETION_EVENT = 'pilot:completion' as const;

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type RealtimeEvent = keyof ServerToClientEvents;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- socket.io's own listener type
type Listener = (...args: any[]) => void;

/** The longest the connection waits for an idle moment before it opens anyway. */
const OPEN_WITHIN_MS = 2_000;

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: OPEN_WITHIN_MS });
  else setTimeout(run, 0);
}

/**
 * The socket as its users see it while Socket.IO's client loads: the client (its chunk, and the connection's first
 * polling requests) waits for an idle moment, so a page's first content is not competing with it for the network and
 * the CPU. Listeners added before then go on the socket when it opens, emits are sent then (as Socket.IO buffers
 * emits made before it connects), `connected` is false until it has connected, and a disconnect before then means
 * it never opens. Events the server sends before the connection is up are missed, as they always were: the features
 * that must not miss one ask again on `connect`.
 */
class DeferredSocket {
  private socket: RealtimeSocket | undefined;
  private closed = false;
  private readonly listeners: Array<[string, Listener]> = [];
  private readonly pending: Array<(socket: RealtimeSocket) => void> = [];

  constructor(open: () => Promise<RealtimeSocket>) {
    whenIdle(() => {
      if (this.closed) return;
      void open().then(socket => {
        if (this.closed) return;
        this.socket = socket;
        for (const [event, listener] of this.listeners) this.real.on(event, listener);
        for (const send of this.pending.splice(0)) send(socket);
      }, () => undefined); // no client, no events: the features that need them poll as well
    });
  }

  /** socket.io's typings cannot follow a generic event name through on/off/emit. */
  private get real(): { on(e: string, l: Listener): void; off(e: string, l: Listener): void; emit(e: string, ...a: unknown[]): void } {
    return this.socket as never;
  }

  get connected(): boolean {
    return this.socket?.connected ?? false;
  }

  on(event: string, listener: Listener): this {
    if (this.socket) this.real.on(event, listener);
    else this.listeners.push([event, listener]);
    return this;
  }

  off(event: string, listener: Listener): this {
    if (this.socket) this.real.off(event, listener);
    const index = this.listeners.findIndex(([e, l]) => e === event && l === listener);
    if (index >= 0) this.listeners.splice(index, 1);
    return this;
  }

  emit(event: string, ...args: unknown[]): this {
    if (this.socket) this.real.emit(event, ...args);
    else this.pending.push(socket => (socket as unknown as DeferredSocket['real']).emit(event, ...args));
    return this;
  }

  timeout(ms: number): { emit: (event: string, ...args: unknown[]) => void } {
    if (this.socket) return this.socket.timeout(ms) as never;
    return { emit: (event, ...args) => void this.pending.push(socket => (socket.timeout(ms) as never as DeferredSocket['real']).emit(event, ...args)) };
  }

  disconnect(): this {
    this.closed = true;
    this.socket?.disconnect();
    this.listeners.length = 0;
    this.pending.length = 0;
    return this;
  }
}

/**
 * The same-origin Socket.IO connection; the session cookie authenticates it. It opens once the page is idle and
 * Socket.IO's client (its own chunk) has loaded: see DeferredSocket.
 */
export function connectRealtime(): RealtimeSocket {
  const open = () => import('socket.io-client').then(({ io }) => io({ path: '/socket.io', withCredentials: true, reconnectionAttempts: 10 }) as RealtimeSocket);
  return new DeferredSocket(open) as unknown as RealtimeSocket;
}

/**
 * The tab's one realtime connection, shared by every feature that listens (settlement, credit report, bank report,
 * Ask Solo, chat, session end). It opens for the first user and closes when the last one lets go: the server
 * authenticates a socket once, from the session cookie at connect time, so a socket must not outlive the signed-in
 * pages that use it (the next sign-in opens a fresh one).
 */
export class RealtimeHub {
  private socket: RealtimeSocket | undefined;
  private users = 0;

  constructor(private readonly connect: () => RealtimeSocket = connectRealtime) {}

  acquire(): RealtimeSocket {
    this.users += 1;
    this.socket ??= this.connect();
    return this.socket;
  }

  /** Each user removes its own listeners before it lets go; the last one closes the connection. */
  release(): void {
    this.users = Math.max(0, this.users - 1);
    if (this.users > 0 || !this.socket) return;
    const socket = this.socket;
    this.socket = undefined;
    socket.disconnect();
  }
}

/** The hub of this tab. Tests provide their own through RealtimeContext. */
export const tabRealtime = new RealtimeHub();
export const RealtimeContext = createContext<RealtimeHub>(tabRealtime);

export function useRealtimeHub(): RealtimeHub {
  return useContext(RealtimeContext);
}

/**
 * Calls `handler` for each `event` the server pushes while `enabled` (typed by the realtime contract). The latest
 * handler is called, so a handler that closes over page state does not reconnect on each render.
 */
export function useRealtimeEvent<E extends RealtimeEvent>(
  event: E,
  handler: ServerToClientEvents[E],
  enabled = true,
): void {
  const hub = useRealtimeHub();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!enabled) return;
    const socket = hub.acquire();
    const listener = (...args: unknown[]) => (latest.current as (...a: unknown[]) => void)(...args);
    // socket.io's typings cannot follow a generic event name through on/off.
    const typed = socket as unknown as {
      on(name: string, fn: (...a: unknown[]) => void): void;
      off(name: string, fn: (...a: unknown[]) => void): void;
    };
    typed.on(event, listener);
    return () => {
      typed.off(event, listener);
      hub.release();
    };
  }, [hub, event, enabled]);
}

/**
 * While a signed-in page is open, a sign-out in another tab of the same browser (or a password reset) ends this
 * session too: the server says so on the socket and this page goes to its sign-in page.
 */
export function useSessionEnded(onEnded: () => void, enabled = true): void {
  useRealtimeEvent('session:ended', () => onEnded(), enabled);
}
