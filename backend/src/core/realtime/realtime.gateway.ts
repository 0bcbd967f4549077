import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Logger, OnApplicationShutdown } from '@nestjs/common';
import { OnGatewayConnection, OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { User, UserKind } from '../../modules/identity/entities/user.entity';
import { SessionService, toSessionUser } from '../auth/session';
import type { SessionUser } from '../auth/session-user';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { UNSCOPED } from '../database/firm-scope';
import { ClientToServerEvents, rooms, ServerToClientEvents } from './events';

type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, { user: SessionUser; sid: string }>;

/**
 * The Socket.IO endpoint. A socket is accepted only with a valid session cookie and only from this origin; it
 * joins its user's room, and its firm's room (collectors) or the on-call room. Clients never choose rooms.
 *
 * A socket lives only as long as its session: every event the browser sends is checked against the session first,
 * and every SOCKET_SESSION_CHECK_MS each api process checks the sessions of all its sockets at once, so a session
 * that expired or was deleted by any means (not only the sign-out and password paths that disconnect at once)
 * stops receiving events within that time.
 */
@WebSocketGateway({ serveClient: false, cors: false })
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection, OnApplicationShutdown {
  @WebSocketServer() server!: Server<ClientToServerEvents, ServerToClientEvents>;
  private readonly logger = new Logger(RealtimeGateway.name);
  private timer?: NodeJS.Timeout;
  private checking = false;

  constructor(
    private readonly sessions: SessionService,
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
  ) {}

  afterInit(server: Server): void {
    server.use((socket, next) => {
      this.authenticate(socket as AppSocket)
        .then(() => next())
        .catch((err: Error) => next(err));
    });
    this.timer = setInterval(() => void this.dropEndedSessions(), this.cfg.SOCKET_SESSION_CHECK_MS);
    this.timer.unref();
  }

  handleConnection(socket: AppSocket): void {
    const user = socket.data.user;
    const joined = [rooms.user(user.id), rooms.session(socket.data.sid)];
    if (user.kind === UserKind.OnCallAdmin) joined.push(rooms.onCall);
    else if (user.lawFirmId) joined.push(rooms.firm(user.lawFirmId));
    void socket.join(joined);
    // Runs before any handler of the event (chat:subscribe, mark_as_read): a socket whose session ended is let go.
    socket.use((_packet, next) => {
      this.sessions
        .liveSessions([socket.data.sid])
        .then((live) => (live.get(socket.data.sid) === user.id ? next() : this.end(socket)))
        .catch((err: Error) => next(err));
    });
  }

  /** Disconnects this process's sockets whose session no longer exists, has expired or changed hands. */
  async dropEndedSessions(): Promise<number> {
    if (this.checking) return 0;
    this.checking = true;
    try {
      const sockets = [...this.server.sockets.sockets.values()] as AppSocket[];
      if (sockets.length === 0) return 0;
      const live = await this.sessions.liveSessions([...new Set(sockets.map((s) => s.data.sid))]);
      const ended = sockets.filter((s) => live.get(s.data.sid) !== s.data.user.id);
      ended.forEach((s) => this.end(s));
      return ended.length;
    } catch (err) {
      // Checked again on the next tick; each event the socket sends is checked on its own meanwhile.
      this.logger.warn(`socket session check failed: ${(err as Error).message}`);
      return 0;
    } finally {
      this.checking = false;
    }
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private end(socket: AppSocket): void {
    socket.emit('session:ended', { reason: 'signed_out' });
    socket.disconnect();
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
