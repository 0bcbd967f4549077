import { MikroORM } from '@mikro-orm/postgresql';
import { Global, Module } from '@nestjs/common';
import { CreditBureau } from './credit-bureau.port';
import { DemoCreditBureau } from './demo.driver';

/**
 * The bureau driver. Only the demo exists: no bureau publishes an SDK on npm (see credit-bureau.port.ts for where
 * a contracted bureau's API plugs in and how it would be chosen by its keys).
 */
export function creditBureauFor(orm: MikroORM): CreditBureau {
  return new DemoCreditBureau(orm);
}

@Global()
@Module({
  providers: [{ provide: CreditBureau, inject: [MikroORM], useFactory: creditBureauFor }],
  exports: [CreditBureau],
})
export class CreditBureauModule {}
