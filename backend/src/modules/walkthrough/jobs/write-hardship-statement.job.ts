import { Injectable, Logger } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { cleanModelStatement, hardshipAnswers, hardshipKey } from '@parley/domain/hardship-statement';
import { HandlesJob, MissingRecordError, type JobContext, type JobHandler } from '../../../core/queue/job-handler';
import { JobName, type WriteHardshipStatementPayload } from '../../../core/queue/jobs';
import { LanguageModel } from '../../../integrations/llm/llm.port';
import { ConsumerProfile } from '../../accounts';

/**
 * Asks the language model for the consumer's hardship statement (a short third-person summary of their own answers)
 * and stores it as the model's, in place of the plain summary of the answers the walkthrough wrote when they were
 * saved. Only while the answers are still the ones summarized (checked under a row lock), so a late job never
 * writes over newer answers. A model that fails or answers nothing usable leaves the answers' summary in place.
 */
@Injectable()
@HandlesJob(JobName.WriteHardshipStatement)
export class WriteHardshipStatementJob implements JobHandler<JobName.WriteHardshipStatement> {
  private readonly logger = new Logger(WriteHardshipStatementJob.name);

  constructor(private readonly model: LanguageModel) {}

  async handle(payload: WriteHardshipStatementPayload, { em }: JobContext): Promise<void> {
    const profile = await em.findOne(ConsumerProfile, payload.profileId);
    if (!profile) throw new MissingRecordError(`consumer profile ${payload.profileId}`);
    if (hardshipKey(profile.hardship) !== payload.answersKey) return;
    const answers = hardshipAnswers(profile.hardship);
    if (answers.length === 0) return;
    let statement: string | null;
    try {
      statement = cleanModelStatement(await this.model.writeHardshipStatement(answers.map(({ label, details }) => ({ label, details }))));
    } catch (err) {
      // The error's kind only: never the consumer's answers.
      this.logger.warn(`hardship statement of profile ${profile.id}: the language model failed (${(err as Error).name})`);
      return;
    }
    if (!statement) {
      this.logger.warn(`hardship statement of profile ${profile.id}: the language model gave no usable text`);
      return;
    }
    await em.transactional(async (tx) => {
      const locked = await tx.findOneOrFail(ConsumerProfile, profile.id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (hardshipKey(locked.hardship) !== payload.answersKey) return;
      locked.hardshipStatement = statement;
      locked.hardshipStatementSource = 'model';
    });
  }
}
