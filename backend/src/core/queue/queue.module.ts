import { MikroORM } from '@mikro-orm/postgresql';
import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { readDatabaseIdentity } from '../database/database-identity.entity';
import { redisOptionsFromUrl } from '../redis/redis-options';
import { JobLiveness } from './job-liveness';
import { ALL_QUEUES } from './jobs';
import { OutboxService } from './outbox.service';

/**
 * The Redis prefix of the queues: REDIS_PREFIX, then the database's identity. Two databases on one Redis (two
 * deployments, or one database before and after a reset) never share a queue, whatever REDIS_PREFIX says.
 */
export const queuePrefix = (redisPrefix: string, databaseIdentity: string) => `${redisPrefix}:bull:${databaseIdentity}`;

/** Declares the queues (both processes) and the outbox writer. Processors live in the worker module only. */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG, MikroORM],
      useFactory: async (cfg: AppConfig, orm: MikroORM) => ({
        connection: { ...redisOptionsFromUrl(cfg.REDIS_URL), maxRetriesPerRequest: null },
        prefix: queuePrefix(cfg.REDIS_PREFIX, await readDatabaseIdentity(orm.em.fork())),
      }),
    }),
    BullModule.registerQueue(...ALL_QUEUES.map((name) => ({ name }))),
  ],
  providers: [OutboxService, JobLiveness],
  exports: [OutboxService, JobLiveness, BullModule],
})
export class QueueModule {}
