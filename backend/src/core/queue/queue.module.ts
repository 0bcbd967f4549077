import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { redisOptionsFromUrl } from '../redis/redis-options';
import { ALL_QUEUES } from './jobs';
import { OutboxService } from './outbox.service';

/** Declares the queues (both processes) and the outbox writer. Processors live in the worker module only. */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (cfg: AppConfig) => ({
        connection: { ...redisOptionsFromUrl(cfg.REDIS_URL), maxRetriesPerRequest: null },
        prefix: `${cfg.REDIS_PREFIX}:bull`,
      }),
    }),
    BullModule.registerQueue(...ALL_QUEUES.map((name) => ({ name }))),
  ],
  providers: [OutboxService],
  exports: [OutboxService, BullModule],
})
export class QueueModule {}
