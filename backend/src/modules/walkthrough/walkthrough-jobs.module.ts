import { Module } from '@nestjs/common';
import { WriteHardshipStatementJob } from './jobs/write-hardship-statement.job';

/** The worker's part: the hardship statement written by the language model. */
@Module({ providers: [WriteHardshipStatementJob] })
export class WalkthroughJobsModule {}
