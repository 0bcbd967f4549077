import { createContext, useContext, useEffect, useRef } from 'react';
import type { ClientToServerEvents, PilotCompletionKey, PilotCompletionMessage, ServerToClientEvents } from '@parley/domain/contracts/realtime';
import { io, type Socket } from 'socket.io-client';

export type { PilotCompletionKey, PilotCompletionMessage, ServerToClientEvents };

export const PILOT_COMPLETION_EVENT = 'pilot:completion' as const;

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type RealtimeEvent = keyof ServerToClientEvents;

/** Opens the same-origin Socket.IO connection; the session cookie authenticates it. */
export function connectRealtime(): RealtimeSocket {
  return io({ path: '/socket.io', withCredentials: true, reconnectionAttempts: 10 });
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
