import { Inject, Injectable } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import type Redis from 'ioredis';
import type { ExportView } from '@parley/domain/exports';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { rooms, type ServerToClientEvents } from '../../core/realtime/events';
import { REDIS } from '../../core/redis/redis.module';

/**
 * Emits an export's progress from the worker (no Socket.IO server there) through Redis to the api processes'
 * adapter, into the room of the collector who started it: they see it on any page, in any tab.
 */
@Injectable()
export class ExportEvents {
  private readonly emitter: Emitter<ServerToClientEvents>;
  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) cfg: AppConfig) {
    this.emitter = new Emitter<ServerToClientEvents>(redis, { key: `${cfg.REDIS_PREFIX}:socket.io` });
  }

  updated(userId: number, view: ExportView): void {
    this.emitter.to(rooms.user(userId)).emit('export:updated', view);
  }
}
