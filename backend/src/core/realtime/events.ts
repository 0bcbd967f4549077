import { createHash } from 'node:crypto';

/** Which conversation a completion message belongs to: the page keeps only its own thread's messages. */
export interface PilotCompletionKey {
  threadKey: string;
  pilotThreadId: number;
  completionId: number;
}

/**
 * A message of Ask Solo's completion stream (spec 002 section 4): deltas append to the reply, an object message
 * replaces the whole completion, and the finished-streaming signal follows the last delta after 2 seconds.
 * `C` is the completion's view (the assistant module's CompletionView; the browser's Completion).
 */
export type PilotCompletionMessage<C = unknown> =
  | (PilotCompletionKey & { type: 'delta'; delta: string })
  | (PilotCompletionKey & { type: 'object'; completion: C })
  | (PilotCompletionKey & { type: 'finished_streaming' });

/** Every event the server pushes to browsers, with its payload. Rooms: user:<id>, session:<digest>, firm:<id>, on-call. */
export interface ServerToClientEvents {
  /** The user signed out elsewhere: other tabs return to the sign-in page. */
  'session:ended': (payload: { reason: 'signed_out' }) => void;
  /** Ask Solo: the consumer's own completions, sent to their user room only. */
  'pilot:completion': (payload: PilotCompletionMessage) => void;
}

export type ClientToServerEvents = Record<string, never>;

export const rooms = {
  user: (id: number) => `user:${id}`,
  /** The sockets of one browser session (its tabs); named by a digest so the session id never leaves the server. */
  session: (sid: string) => `session:${createHash('sha256').update(sid).digest('hex').slice(0, 32)}`,
  firm: (id: number) => `firm:${id}`,
  onCall: 'on-call',
};
