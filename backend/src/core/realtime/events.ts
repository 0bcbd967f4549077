import { createHash } from 'node:crypto';

export type * from '@parley/domain/contracts/realtime';

export const rooms = {
  user: (id: number) => `user:${id}`,
  /** The sockets of one browser session (its tabs); named by a digest so the session id never leaves the server. */
  session: (sid: string) => `session:${createHash('sha256').update(sid).digest('hex').slice(0, 32)}`,
  firm: (id: number) => `firm:${id}`,
  onCall: 'on-call',
  /** Both sides of a chat conversation (joined on chat:subscribe after a participation check). */
  conversation: (id: number) => `conversation:${id}`,
  /** The firm's side of a conversation only: scanning results the consumer must never see. */
  conversationFirm: (id: number) => `conversation:${id}:firm`,
};
