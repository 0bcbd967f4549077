/** Every event the server pushes to browsers, with its payload. Rooms: user:<id>, firm:<id>, on-call. */
export interface ServerToClientEvents {
  /** The user signed out elsewhere: other tabs return to the sign-in page. */
  'session:ended': (payload: { reason: 'signed_out' }) => void;
}

export type ClientToServerEvents = Record<string, never>;

export const rooms = {
  user: (id: number) => `user:${id}`,
  firm: (id: number) => `firm:${id}`,
  onCall: 'on-call',
};
