import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { REDIS, RedisKeys } from '../redis/redis.module';

export const HEARTBEAT_KEY = 'worker:heartbeat';

/** The worker says it is alive every few seconds; the API's health check reads the key (it expires on its own). */
@Injectable()
export class WorkerHeartbeat implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly keys: RedisKeys,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const beat = () =>
      this.redis
        .set(this.keys.key(HEARTBEAT_KEY), JSON.stringify({ pid: process.pid, at: new Date().toISOString() }), 'EX', this.cfg.WORKER_HEARTBEAT_TTL)
        .catch(() => undefined);
    await beat();
    this.timer = setInterval(beat, Math.max(1000, (this.cfg.WORKER_HEARTBEAT_TTL * 1000) / 3));
  }

  onApplicationShutdown(): void {
    // The key is left to expire: with several workers, one stopping must not make health fail for the others.
    if (this.timer) clearInterval(this.timer);
  }
}
