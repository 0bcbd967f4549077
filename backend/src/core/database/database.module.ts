import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { buildOrmConfig } from '../../database/mikro-orm.config';

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
})
export class DatabaseModule {}
