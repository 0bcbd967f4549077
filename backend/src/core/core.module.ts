import { Module } from '@nestjs/common';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { LoggingModule } from './logging/logging.module';
import { QueueModule } from './queue/queue.module';
import { RedisModule } from './redis/redis.module';
import { SecurityModule } from './security/security.module';

/** What both processes share: configuration, logs, the database, Redis, the queues and the field cipher. */
@Module({ imports: [ConfigModule, LoggingModule, DatabaseModule, RedisModule, QueueModule, SecurityModule] })
export class CoreModule {}
