import { BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import type Redis from 'ioredis';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { PilotCompletionKey, PilotCompletionMessage, rooms, ServerToClientEvents } from '../../core/realtime/events';
import { REDIS } from '../../core/redis/redis.module';
import type { CompletionView } from './views';

/** The realtime channel of completions. Messages are keyed by threadKey and pilotThreadId; the page filters on them. */
export const COMPLETION_EVENT = 'pilot:completion' satisfies keyof ServerToClientEvents;

export type CompletionMessage = PilotCompletionMessage<CompletionView>;

/**
 * Emits from the worker, which has no Socket.IO server: through Redis to the api processes' adapter (same key as
 * RedisIoAdapter), into the consumer's own user room, so no one else's sockets hear the answer.
 */
@Injectable()
export class CompletionStream implements BeforeApplicationShutdown {
  private readonly emitter: Emitter<ServerToClientEvents>;
  /** Finished-streaming signals waiting for their moment, by completion id. */
  private readonly pending = new Map<number, { timer: NodeJS.Timeout; send: () => void }>();
  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) cfg: AppConfig) {
    this.emitter = new Emitter<ServerToClientEvents>(redis, { key: `${cfg.REDIS_PREFIX}:socket.io` });
  }

  send(userId: number, message: CompletionMessage): void {
    this.emitter.to(rooms.user(userId)).emit(COMPLETION_EVENT, message);
  }

  /**
   * Sends the finished-streaming signal `delayMs` after now (it follows the last delta after
   * 2 seconds) without holding the job's worker slot meanwhile. A later call for the same completion replaces the
   * earlier one; on shutdown the signals still waiting are sent at once rather than lost.
   */
  sendFinishedLater(userId: number, key: PilotCompletionKey, delayMs: number): void {
    const earlier = this.pending.get(key.completionId);
    if (earlier) clearTimeout(earlier.timer);
    const send = () => {
      this.pending.delete(key.completionId);
      this.send(userId, { type: 'finished_streaming', ...key });
    };
    this.pending.set(key.completionId, { timer: setTimeout(send, delayMs), send });
  }

  /** Before shutdown, so the Redis connection (closed in the shutdown hooks) still carries them. */
  beforeApplicationShutdown(): void {
    for (const { timer, send } of [...this.pending.values()]) {
      clearTimeout(timer);
      try {
        send();
      } catch {
        // Redis already gone: the page still has the final object message with the answer's state.
      }
    }
  }
}
