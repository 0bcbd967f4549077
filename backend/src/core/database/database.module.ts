import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { buildOrmConfig } from '../../database/mikro-orm.config';
import { FirmChanges } from './firm-changes';

/**
 * MikroORM for the api and worker processes. The schema comes only from committed migrations, applied by the
 * migrate step before these processes start; nothing here creates or updates tables.
 */
@Global()
@Module({
  imports: [
    MikroOrmModule.forRootAsync({
      // Registers the PostgreSQL-specific MikroORM and EntityManager classes as injection tokens.
      driver: PostgreSqlDriver,
      inject: [APP_CONFIG],
      useFactory: (cfg: AppConfig) => ({ ...buildOrmConfig(cfg.DATABASE_URL), registerRequestContext: true }),
    }),
  ],
  // Lazy: it opens its LISTEN connection only when a cache first asks (the api's accounts reads).
  providers: [FirmChanges],
  exports: [FirmChanges],
})
export class DatabaseModule {}
