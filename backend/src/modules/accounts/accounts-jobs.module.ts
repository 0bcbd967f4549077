import { Module } from '@nestjs/common';
import { StorageModule } from '../../integrations/storage/storage.module';
import { AuditService } from '../identity';
import { PayoutService } from '../payout';
import { AccountExports } from './account-exports.service';
import { AccountsReadService } from './accounts-read.service';
import { FirmReadCache } from './firm-read-cache';
import { AccountsClock } from './accounts.clock';
import { ExportEvents } from './export-events';
import { ExportSweeper } from './jobs/export-sweeper';
import { MetricsFolder } from './jobs/metrics-folder';
import { WriteExportJob } from './jobs/write-export.job';

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
