import { MikroORM } from '@mikro-orm/postgresql';
import { Global, Module } from '@nestjs/common';
import { BankData } from './bank-data.port';
import { bankDataConfig, hasPlaidKeys, type BankDataConfig } from './bank-data.config';
import { DemoBankData } from './demo.driver';
import { PlaidBankData } from './plaid.driver';

/** With Plaid keys the plaid driver (sandbox or production by PLAID_ENV); without, the demo bank. */
export function bankDataFor(cfg: BankDataConfig, orm: MikroORM): BankData {
  if (hasPlaidKeys(cfg))
    return new PlaidBankData({
      clientId: cfg.PLAID_CLIENT_ID!,
      secret: cfg.PLAID_SECRET!,
      env: cfg.PLAID_ENV,
      clientName: 'Parley',
      webhookUrl: cfg.PLAID_WEBHOOK_URL,
    });
  return new DemoBankData(orm);
}

@Global()
@Module({
  providers: [{ provide: BankData, inject: [MikroORM], useFactory: (orm: MikroORM) => bankDataFor(bankDataConfig(), orm) }],
  exports: [BankData],
})
export class BankDataModule {}
