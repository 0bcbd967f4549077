import { createHash } from 'node:crypto';

/** Every event the server pushes to browsers, with its payload. Rooms: user:<id>, session:<digest>, firm:<id>, on-call. */
export interface ServerToClientEvents {
  /** The user signed out elsewhere: other tabs return to the sign-in page. */
  'session:ended': (payload: { reason: 'signed_out' }) => void;
}

export type ClientToServerEvents = Record<string, never>;

export const rooms = {
  user: (id: number) => `user:${id}`,
  /** The sockets of one browser session (its tabs); named by a digest so the session id never leaves the server. */
  session: (sid: string) => `session:${createHash('sha256').update(sid).digest('hex').slice(0, 32)}`,
  firm: (id: number) => `firm:${id}`,
  onCall: 'on-call',
};
