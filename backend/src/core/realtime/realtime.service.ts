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
}
