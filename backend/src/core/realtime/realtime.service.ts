import { Injectable } from '@nestjs/common';
import type { BroadcastOperator } from 'socket.io';
import { rooms, ServerToClientEvents } from './events';
import { RealtimeGateway } from './realtime.gateway';

type To = BroadcastOperator<ServerToClientEvents, Record<string, never>>;

/** Typed emitting to rooms; through the Redis adapter it reaches sockets on every API process. */
@Injectable()
export class RealtimeService {
  constructor(private readonly gateway: RealtimeGateway) {}
  toUser(id: number): To {
    return this.gateway.server.to(rooms.user(id));
  }
  toFirm(id: number): To {
    return this.gateway.server.to(rooms.firm(id));
  }
  toOnCall(): To {
    return this.gateway.server.to(rooms.onCall);
  }

  /** Every session of the user ended (password reset, removal, a new login code): all their sockets go. */
  allSessionsEnded(userId: number): void {
    const room = this.gateway.server.in(rooms.user(userId));
    room.emit('session:ended', { reason: 'signed_out' });
    room.disconnectSockets();
  }

  /**
   * Every session of the user but one ended (a password change: the session that made it stays signed in): the
   * sockets of the others are told and disconnected, those of the kept session stay.
   */
  otherSessionsEnded(userId: number, keptSid: string): void {
    const room = this.gateway.server.in(rooms.user(userId)).except(rooms.session(keptSid));
    room.emit('session:ended', { reason: 'signed_out' });
    room.disconnectSockets();
  }

  /**
   * A browser session ended (sign-out): its open tabs are told, then their sockets are disconnected so they stop
   * receiving the user's and firm's events. Other sessions of the same user are untouched. The event and the
   * disconnect travel in order on each socket, so the event arrives first.
   */
  sessionEnded(sid: string): void {
    const room = this.gateway.server.in(rooms.session(sid));
    room.emit('session:ended', { reason: 'signed_out' });
    room.disconnectSockets();
  }
}
