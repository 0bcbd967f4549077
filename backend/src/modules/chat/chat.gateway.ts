import { MikroORM } from '@mikro-orm/postgresql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Logger, NotFoundException } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import type { Socket } from 'socket.io';
import type { SessionUser } from '../../core/auth/session-user';
import { applyFirmScope } from '../../core/database/firm-scope';
import { ChatAck, rooms } from '../../core/realtime/events';
import { CHAT_ERRORS } from '@parley/domain/chat';
import { ConversationsService } from './conversations.service';
import { ChatSide } from './entities';
import { ReadState } from './read-state.service';
import { Viewer, viewerOf } from './viewer';

type ChatSocket = Socket & { data: { user?: SessionUser } };

/**
 * The chat's socket actions, on the same Socket.IO server as core/realtime's gateway (which authenticates the
 * socket and puts it in its user and firm rooms). A conversation's rooms are joined only after the server has
 * checked that the socket's user takes part in it; the firm's side also joins the room that hears scan results.
 */
@WebSocketGateway({ serveClient: false, cors: false })
export class ChatGateway {
  private readonly logger = new Logger(ChatGateway.name);
  constructor(
    private readonly orm: MikroORM,
    private readonly conversations: ConversationsService,
    private readonly readState: ReadState,
  ) {}

  @SubscribeMessage('chat:subscribe')
  subscribe(@ConnectedSocket() socket: ChatSocket, @MessageBody() body: unknown): Promise<ChatAck> {
    return this.withConversation(socket, body, async (_em, viewer, id) => {
      await socket.join(viewer.side === ChatSide.Firm ? [rooms.conversation(id), rooms.conversationFirm(id)] : [rooms.conversation(id)]);
      return { ok: true };
    });
  }

  @SubscribeMessage('chat:unsubscribe')
  async unsubscribe(@ConnectedSocket() socket: ChatSocket, @MessageBody() body: unknown): Promise<ChatAck> {
    const id = conversationIdOf(body);
    if (id === null) return { ok: false, error: CHAT_ERRORS.notFound };
    await socket.leave(rooms.conversation(id));
    await socket.leave(rooms.conversationFirm(id));
    return { ok: true };
  }

  @SubscribeMessage('mark_as_read')
  markAsRead(@ConnectedSocket() socket: ChatSocket, @MessageBody() body: unknown): Promise<ChatAck> {
    return this.withConversation(socket, body, async (em, viewer, id) => {
      await this.readState.markRead(em, viewer, id);
      return { ok: true, unread_count: 0 };
    });
  }

  /** Runs `act` in its own scoped MikroORM context when the socket's user takes part in the conversation. */
  private async withConversation(
    socket: ChatSocket,
    body: unknown,
    act: (em: EntityManager, viewer: Viewer, id: number) => Promise<ChatAck>,
  ): Promise<ChatAck> {
    const id = conversationIdOf(body);
    const user = socket.data.user;
    if (id === null || !user) return { ok: false, error: CHAT_ERRORS.notFound };
    let viewer: Viewer;
    try {
      viewer = viewerOf(user);
    } catch {
      return { ok: false, error: CHAT_ERRORS.onCall };
    }
    const em = this.orm.em.fork() as EntityManager;
    applyFirmScope(em, viewer.side === ChatSide.Firm ? { lawFirmId: viewer.lawFirmId! } : { allFirms: true });
    try {
      await this.conversations.find(em, viewer, id);
      return await act(em, viewer, id);
    } catch (err) {
      if (err instanceof NotFoundException) return { ok: false, error: CHAT_ERRORS.notFound };
      this.logger.error(`chat socket action failed: ${String(err)}`);
      return { ok: false, error: 'Something went wrong. Please try again.' };
    }
  }
}

function conversationIdOf(body: unknown): number | null {
  const raw = (body as { conversation_id?: unknown } | null)?.conversation_id;
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
