import { Module } from '@nestjs/common';
import { StorageModule } from '../../integrations/storage/storage.module';
import { IdentityModule } from '../identity';
import { PayoutModule } from '../payout';
import { AccountExports } from './account-exports.service';
import { AccountProjection } from './account-projection.service';
import { AccountsController } from './accounts.controller';
import { AccountsReadService } from './accounts-read.service';
import { AccountsService } from './accounts.service';
import { FirmReadCache } from './firm-read-cache';
import { AccountsClock } from './accounts.clock';

/** The collector's accounts: list, filters, metrics, details, exports; and the read model every writer refreshes. */
@Module({
  imports: [IdentityModule, PayoutModule, StorageModule],
  controllers: [AccountsController],
  providers: [AccountProjection, AccountsReadService, AccountsService, AccountsClock, FirmReadCache, AccountExports],
  exports: [AccountProjection, AccountsReadService, AccountsService, AccountsClock],
})
export class AccountsModule {}
