import { RequestContext } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { HandlesJob, JobContext, JobHandler } from '../../../core/queue/job-handler';
import { JobName, type AnswerOfferPayload } from '../../../core/queue/jobs';
import { AutoAnswerService } from '../auto-answer.service';

/**
 * Answers a consumer's offer by the firm's settlement rule (queued with the offer). Running it again is harmless:
 * the answer is only written while the account is still at the version the offer left.
 */
@Injectable()
@HandlesJob(JobName.AnswerOffer)
export class AnswerOfferJob implements JobHandler<JobName.AnswerOffer> {
  /**
   * The answer is written only while the account is at the version the offer left (checked by the writer's
   * conditional version bump): a redelivered or superseded job finds the version moved and writes nothing, so the
   * dispatcher's read of the outbox row before the job (a statement on the path the consumer waits on) is not needed.
   */
  readonly guardsItself = true;

  constructor(private readonly answers: AutoAnswerService) {}

  async handle(payload: AnswerOfferPayload, ctx: JobContext): Promise<void> {
    // The services use the injected EntityManager: bind it to the job's own context (all firms, system work).
    await RequestContext.create(ctx.em, () => this.answers.answer(payload));
  }
}
