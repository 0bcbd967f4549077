import { MikroORM } from '@mikro-orm/postgresql';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { CreditBureau } from './credit-bureau.port';
import { DemoCreditBureau } from './demo.driver';
import { NoCreditBureau } from './off.driver';

/**
 * The bureau driver the configuration chose. No live one exists (no bureau publishes an SDK on npm; see
 * credit-bureau.port.ts for where a contracted bureau's API plugs in): the demo outside production, and in
 * production none at all (CREDIT_BUREAU=off, required there by core/config/providers.ts).
 */
export function creditBureauFor(cfg: Pick<AppConfig, 'providers'>, orm: MikroORM): CreditBureau {
  return cfg.providers.creditBureau === 'off' ? new NoCreditBureau() : new DemoCreditBureau(orm);
}

@Global()
@Module({
  providers: [{ provide: CreditBureau, inject: [APP_CONFIG, MikroORM], useFactory: creditBureauFor }],
  exports: [CreditBureau],
})
export class CreditBureauModule {}
