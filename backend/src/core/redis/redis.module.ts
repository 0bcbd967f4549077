import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { redisOptionsFromUrl } from './redis-options';

export const REDIS = Symbol('REDIS');

/** Key helper so that every key this deployment writes shares REDIS_PREFIX (tests run with their own prefix). */
export class RedisKeys {
  constructor(private readonly prefix: string) {}
  key(...parts: Array<string | number>): string {
    return [this.prefix, ...parts].join(':');
  }
}

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: (cfg: AppConfig) =>
        new Redis({ ...redisOptionsFromUrl(cfg.REDIS_URL), maxRetriesPerRequest: 2, lazyConnect: false }),
    },
    { provide: RedisKeys, inject: [APP_CONFIG], useFactory: (cfg: AppConfig) => new RedisKeys(cfg.REDIS_PREFIX) },
  ],
  exports: [REDIS, RedisKeys],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}
  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
