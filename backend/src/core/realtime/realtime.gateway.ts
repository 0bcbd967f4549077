import { MikroORM } from '@mikro-orm/postgresql';

import { OnGatewayConnection, OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { User, UserKind } from '../../modules/identity/entities/user.entity';
import { SessionService, toSessionUser } from '../auth/session';
import type { SessionUser } from '../auth/session-user';
import { UNSCOPED } from '../database/firm-scope';
import { ClientToServerEvents, rooms, ServerToClientEvents } from './events';

type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, { user: SessionUser; sid: string }>;

/**
 * The Socket.IO endpoint. A socket is accepted only with a valid session cookie and only from this origin; it
 * joins its user's room, and its firm's room (collectors) or the on-call room. Clients never choose rooms.
 */
@WebSocketGateway({ serveClient: false, cors: false })
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection {
  @WebSocketServer() server!: Server<ClientToServerEvents, ServerToClientEvents>;

  constructor(
    private readonly sessions: SessionService,
    private readonly orm: MikroORM,
  ) {}

  afterInit(server: Server): void {
    server.use((socket, next) => {
      this.authenticate(socket as AppSocket)
        .then(() => next())
        .catch((err: Error) => next(err));
    });
  }

  handleConnection(socket: AppSocket): void {
    const user = socket.data.user;
    const joined = [rooms.user(user.id), rooms.session(socket.data.sid)];
    if (user.kind === UserKind.OnCallAdmin) joined.push(rooms.onCall);
    else if (user.lawFirmId) joined.push(rooms.firm(user.lawFirmId));
    void socket.join(joined);
  }

  private async authenticate(socket: AppSocket): Promise<void> {
    const { headers } = socket.handshake;
    const origin = headers.origin;
    if (origin && new URL(origin).host !== headers.host) throw new Error('Cross-origin sockets are not accepted');
    const session = await this.sessions.sessionFromCookieHeader(headers.cookie);
    if (session === null) throw new Error('unauthorized');
    const user = await this.orm.em.fork().findOne(User, { id: session.userId }, UNSCOPED);
    if (!user) throw new Error('unauthorized');
    socket.data.user = toSessionUser(user);
    socket.data.sid = session.sid;
  }
}
