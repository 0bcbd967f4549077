import { Inject, Injectable } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import type Redis from 'ioredis';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { rooms, type PlaidReportStatusMessage, type ServerToClientEvents } from '../../core/realtime/events';
import { REDIS } from '../../core/redis/redis.module';

/** The live channel the Plaid waiting screen listens to. */
export const PLAID_REPORT_STATUS_EVENT = 'PlaidReportStatusChannel' satisfies keyof ServerToClientEvents;

/**
 * Emits from the worker (no Socket.IO server there) through Redis to the api processes' adapter, into the
 * consumer's own user room: nobody else hears about their bank.
 */
@Injectable()
export class FinancialEvents {
  private readonly emitter: Emitter<ServerToClientEvents>;
  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) cfg: AppConfig) {
    this.emitter = new Emitter<ServerToClientEvents>(redis, { key: `${cfg.REDIS_PREFIX}:socket.io` });
  }

  reportStatus(userId: number, message: PlaidReportStatusMessage): void {
    this.emitter.to(rooms.user(userId)).emit(PLAID_REPORT_STATUS_EVENT, message);
  }
}
