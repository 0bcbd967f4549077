import { Emitter } from '@socket.io/redis-emitter';
import type Redis from 'ioredis';
import type { AppConfig } from '../../core/config/config';
import { rooms, type ServerToClientEvents, type SettlementUpdatedMessage } from '../../core/realtime/events';

export const SETTLEMENT_UPDATED_EVENT = 'settlement:updated' satisfies keyof ServerToClientEvents;

/**
 * Tells a consumer's open settlement page that the negotiation moved, from whichever process made the move (the api
 * for either side's commands, the worker for a settlement rule's answer or a payment): through Redis into the api
 * processes' Socket.IO adapter, to the consumer's own user room only.
 */
export class NegotiationEvents {
  private readonly emitter: Emitter<ServerToClientEvents>;
  constructor(redis: Redis, cfg: Pick<AppConfig, 'REDIS_PREFIX'>) {
    this.emitter = new Emitter<ServerToClientEvents>(redis, { key: `${cfg.REDIS_PREFIX}:socket.io` });
  }

  settlementUpdated(consumerId: number, message: SettlementUpdatedMessage): void {
    this.emitter.to(rooms.user(consumerId)).emit(SETTLEMENT_UPDATED_EVENT, message);
  }
}
