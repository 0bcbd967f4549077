import { BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import type Redis from 'ioredis';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { rooms, ServerToClientEvents } from '../../core/realtime/events';
import { REDIS } from '../../core/redis/redis.module';
import type { MessageData } from './chat-views';

/**
 * The chat's realtime events. Both processes emit through Redis (the adapter's channel), so an event raised by the
 * worker or by any api process reaches sockets held by every api process, in the order it was emitted.
 */
@Injectable()
export class ChatEvents implements BeforeApplicationShutdown {
  private readonly emitter: Emitter<ServerToClientEvents>;
  private closed = false;
  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) cfg: AppConfig) {
    this.emitter = new Emitter<ServerToClientEvents>(redis, { key: `${cfg.REDIS_PREFIX}:socket.io` });
  }

  delivered(conversationId: number, message: MessageData): void {
    this.emit(() => this.emitter.to(rooms.conversation(conversationId)).emit('new_message', { conversation_id: conversationId, message }));
  }

  /** Firm side only: the consumer never learns that a message was stopped or is waiting. */
  blocked(conversationId: number, message: MessageData): void {
    this.emit(() =>
      this.emitter.to(rooms.conversationFirm(conversationId)).emit('message_blocked', { conversation_id: conversationId, message }),
    );
  }

  scheduled(conversationId: number, message: MessageData): void {
    this.emit(() =>
      this.emitter.to(rooms.conversationFirm(conversationId)).emit('message_scheduled', { conversation_id: conversationId, message }),
    );
  }

  /** Each side's own unread count: the consumer's user room and the firm's room. */
  unread(conversationId: number, to: { consumerId?: number; lawFirmId?: number }, counts: { consumer: number; firm: number }): void {
    this.emit(() => {
      if (to.consumerId !== undefined)
        this.emitter.to(rooms.user(to.consumerId)).emit('conversation_updated', { conversation_id: conversationId, unread_count: counts.consumer });
      if (to.lawFirmId !== undefined)
        this.emitter.to(rooms.firm(to.lawFirmId)).emit('conversation_updated', { conversation_id: conversationId, unread_count: counts.firm });
    });
  }

  /** Realtime is a courtesy on top of the stored state: a Redis hiccup must not fail a request that committed. */
  private emit(send: () => void): void {
    if (this.closed) return;
    try {
      send();
    } catch {
      // The pages reload the conversation on reconnect and on the 10-second scanned fallback.
    }
  }

  beforeApplicationShutdown(): void {
    this.closed = true;
  }
}
