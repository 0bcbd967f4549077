import { RequestContext } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { HandlesJob, JobContext, JobHandler } from '../../../core/queue/job-handler';
import { JobName, type BillInstallmentPayload } from '../../../core/queue/jobs';
import { BillingService } from '../billing.service';

/** Charges one autopay installment (queued when it falls due, or at once when autopay starts on or after its date). */
@Injectable()
@HandlesJob(JobName.BillInstallment)
export class BillInstallmentJob implements JobHandler<JobName.BillInstallment> {
  constructor(private readonly billing: BillingService) {}

  handle(payload: BillInstallmentPayload, ctx: JobContext): Promise<void> {
    // The services use the injected EntityManager: bind it to the job's own context (all firms, system work).
    return RequestContext.create(ctx.em, () => this.billing.bill(payload.installmentId));
  }
}
