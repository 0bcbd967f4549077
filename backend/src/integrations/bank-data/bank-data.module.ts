import { MikroORM } from '@mikro-orm/postgresql';
import { Global, Module } from '@nestjs/common';
import { BankData } from './bank-data.port';
import { config } from '../../core/config/config';
import type { DriverKind } from '../../core/config/providers';
import { bankDataConfig, type BankDataConfig } from './bank-data.config';
import { DemoBankData } from './demo.driver';
import type { PlaidBankData as PlaidDriver } from './plaid.driver';

/**
 * The plaid driver (sandbox or production by PLAID_ENV) when the configuration chose it (Plaid keys set); otherwise
 * the demo bank, which production never chooses (core/config/providers.ts).
 */
export function bankDataFor(kind: DriverKind, cfg: BankDataConfig, orm: MikroORM): BankData {
  if (kind === 'live') {
    // Only this driver loads the Plaid SDK, and only when it is chosen: a demo install never loads it.
    const { PlaidBankData } = require('./plaid.driver') as { PlaidBankData: typeof PlaidDriver };
    return new PlaidBankData({
      clientId: cfg.PLAID_CLIENT_ID!,
      secret: cfg.PLAID_SECRET!,
      env: cfg.PLAID_ENV,
      clientName: 'Parley',
      webhookUrl: cfg.PLAID_WEBHOOK_URL,
    });
  }
  return new DemoBankData(orm);
}

@Global()
@Module({
  providers: [{ provide: BankData, inject: [MikroORM], useFactory: (orm: MikroORM) => bankDataFor(config().providers.bankData, bankDataConfig(), orm) }],
  exports: [BankData],
})
export class BankDataModule {}
