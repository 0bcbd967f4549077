import { Module } from '@nestjs/common';
import { StorageModule } from '../../integrations/storage/storage.module';
import { AuditService, IdentityModule } from '../identity';
import { PayoutModule, PayoutService } from '../payout';
import { AccountExports } from './account-exports.service';
import { AccountProjection } from './account-projection.service';
import { AccountsController } from './accounts.controller';
import { AccountsReadService } from './accounts-read.service';
import { AccountsService } from './accounts.service';
import { FirmReadCache } from './firm-read-cache';
import { AccountsClock } from './accounts.clock';
import { ExportEvents } from './export-events';
import { ExportSweeper } from './jobs/export-sweeper';
import { MetricsFolder } from './jobs/metrics-folder';
import { WriteExportJob } from './jobs/write-export.job';

/** The collector's accounts: list, filters, metrics, details, exports; and the read model every writer refreshes. */
@Module({
  imports: [IdentityModule, PayoutModule, StorageModule],
  controllers: [AccountsController],
  providers: [AccountProjection, AccountsReadService, AccountsService, AccountsClock, FirmReadCache, AccountExports],
  exports: [AccountProjection, AccountsReadService, AccountsService, AccountsClock],
})
export class AccountsModule {}

/**
 * The worker's side: the write-export job, the sweeper of expired exports and the folder of the kept metrics' rows. The read service's own dependencies
 * are provided here, so the worker loads no controllers.
 */
@Module({
  imports: [StorageModule],
  providers: [
    WriteExportJob,
    ExportSweeper,
    MetricsFolder,
    ExportEvents,
    AccountExports,
    AccountsReadService,
    AccountsClock,
    FirmReadCache,
    PayoutService,
    AuditService,
  ],
})
export class AccountsJobsModule {}
