import { useEffect } from 'react';
import { io, type Socket } from 'socket.io-client';

/** Which conversation a completion message belongs to: the page keeps only its own thread's messages. */
export interface PilotCompletionKey {
  threadKey: string;
  pilotThreadId: number;
  completionId: number;
}

/**
 * Ask Solo's completion stream: deltas append to the reply, an object message replaces the whole completion, and the
 * finished-streaming signal follows the last delta after 2 seconds. `C` is the completion (assistant/types.ts).
 */
export type PilotCompletionMessage<C = unknown> =
  | (PilotCompletionKey & { type: 'delta'; delta: string })
  | (PilotCompletionKey & { type: 'object'; completion: C })
  | (PilotCompletionKey & { type: 'finished_streaming' });

export const PILOT_COMPLETION_EVENT = 'pilot:completion' as const;

/** Events the server pushes (mirror of backend/src/core/realtime/events.ts). */
export interface ServerToClientEvents {
  'session:ended': (payload: { reason: 'signed_out' }) => void;
  [PILOT_COMPLETION_EVENT]: (payload: PilotCompletionMessage) => void;
}

export type RealtimeSocket = Socket<ServerToClientEvents, Record<string, never>>;

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
