import { Module } from '@nestjs/common';
import { AuditService } from '../identity/audit.service';
import { StashController } from './stash.controller';
import { StashClock, StashService, SystemStashClock } from './stash.service';

/** Money Parley holds for the consumer: balance, history, scheduled autopay, refunds and cancel. */
@Module({
  controllers: [StashController],
  providers: [StashService, AuditService, { provide: StashClock, useClass: SystemStashClock }],
  exports: [StashService, StashClock],
})
export class StashModule {}
