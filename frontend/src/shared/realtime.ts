import { useEffect } from 'react';
import type { ClientToServerEvents, PilotCompletionKey, PilotCompletionMessage, ServerToClientEvents } from '@parley/domain/contracts/realtime';
import { io, type Socket } from 'socket.io-client';

export type { PilotCompletionKey, PilotCompletionMessage, ServerToClientEvents };

export const PILOT_COMPLETION_EVENT = 'pilot:completion' as const;

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Opens the same-origin Socket.IO connection; the session cookie authenticates it. */
export function connectRealtime(): RealtimeSocket {
  return io({ path: '/socket.io', withCredentials: true, reconnectionAttempts: 10 });
}

/**
 * While a signed-in page is open, a sign-out in another tab of the same browser (or a password reset) ends this
 * session too: the server says so on the socket and this page goes to its sign-in page.
 */
export function useSessionEnded(onEnded: () => void, enabled = true, connect: () => RealtimeSocket = connectRealtime): void {
  useEffect(() => {
    if (!enabled) return;
    const socket = connect();
    socket.on('session:ended', () => onEnded());
    return () => {
      socket.off('session:ended');
      socket.disconnect();
    };
  }, [enabled, onEnded, connect]);
}
