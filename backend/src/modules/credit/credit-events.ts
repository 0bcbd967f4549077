import { BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import type Redis from 'ioredis';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { rooms, ServerToClientEvents } from '../../core/realtime/events';
import { REDIS } from '../../core/redis/redis.module';
import type { CreditReportStatus } from '@parley/domain/dashboard/payload';

/** Tells the consumer's open pages that their credit report pull finished (emitted by the worker through Redis). */
@Injectable()
export class CreditEvents implements BeforeApplicationShutdown {
  private readonly emitter: Emitter<ServerToClientEvents>;
  private closed = false;
  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) cfg: AppConfig) {
    this.emitter = new Emitter<ServerToClientEvents>(redis, { key: `${cfg.REDIS_PREFIX}:socket.io` });
  }

  updated(userId: number, status: CreditReportStatus): void {
    if (this.closed) return;
    try {
      this.emitter.to(rooms.user(userId)).emit('credit_report:updated', { status });
    } catch {
      // A courtesy: the page also reloads the report when the consumer comes back to it.
    }
  }

  beforeApplicationShutdown(): void {
    this.closed = true;
  }
}
