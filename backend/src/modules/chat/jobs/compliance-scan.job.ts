import { LockMode } from '@mikro-orm/core';
import { Injectable, Logger } from '@nestjs/common';
import { UNSCOPED } from '../../../core/database/firm-scope';
import { HandlesJob, JobContext, JobHandler } from '../../../core/queue/job-handler';
import { ComplianceScanPayload, JobName } from '../../../core/queue/jobs';
import { scanOutcome } from '../../../domain/chat';
import { COMPLIANCE_RULES, scanCollectorMessage, Violation } from '../../../domain/compliance';
import { LanguageModel } from '../../../integrations/llm/llm.port';
import { ChatMessage, MessageStatus } from '../entities';
import { ChatClock } from '../chat.clock';
import { HeldMessages } from './held-messages';
import { factsOf, RECENT_WINDOW_MS, scanContextOf } from './scan-context';

/**
 * Scans a collector's message before the consumer can see it: every rule of domain/compliance with the account's
 * context, plus the language model's review when one is configured; then blocks, holds until contact hours, or
 * delivers. A message that is no longer `scanning` was handled by an earlier run: nothing happens twice.
 */
@Injectable()
@HandlesJob(JobName.ComplianceScan)
export class ComplianceScanJob implements JobHandler<JobName.ComplianceScan> {
  private readonly logger = new Logger(ComplianceScanJob.name);
  constructor(
    private readonly model: LanguageModel,
    private readonly clock: ChatClock,
    private readonly held: HeldMessages,
  ) {}

  async handle(payload: ComplianceScanPayload, ctx: JobContext): Promise<void> {
    const first = await ctx.em.findOne(ChatMessage, { id: payload.messageId }, UNSCOPED);
    if (!first || first.status !== MessageStatus.Scanning) return;
    const facts = await this.held.context(ctx.em, first, new Date(this.clock.now().getTime() - RECENT_WINDOW_MS));
    const context = scanContextOf(facts);
    const violations = scanCollectorMessage(first.body, context);
    violations.push(...(await this.modelReview(first, violations, factsOf(context))));

    const result = await ctx.em.transactional(async (tx) => {
      const message = await tx.findOne(ChatMessage, { id: payload.messageId }, { lockMode: LockMode.PESSIMISTIC_WRITE, ...UNSCOPED });
      if (!message || message.status !== MessageStatus.Scanning) return null;
      const now = this.clock.now();
      message.scannedAt = now;
      const outcome = scanOutcome({ violations, refusal: await this.held.refusal(tx, facts), now, zones: this.held.zones(facts) });
      await this.held.apply(tx, message, outcome, now);
      return { message, outcome };
    });
    if (result) await this.held.announce(ctx.em, result.message, result.outcome, facts.conversation);
  }

  /**
   * The model's second opinion on rules the scanner did not already find. A model outage does not hold messages:
   * the rule scanner is the check of record, so the failure is logged and the scan goes on without it.
   */
  private async modelReview(message: ChatMessage, found: Violation[], facts: string[]): Promise<Violation[]> {
    if (this.model.provider !== 'openai' || !message.body.trim()) return [];
    const rules = COMPLIANCE_RULES.filter((r) => !found.some((v) => v.rule_id === r.id));
    try {
      const findings = await this.model.reviewMessage({
        body: message.body,
        rules: rules.map((r) => ({ id: r.id, citation: r.citation, description: r.description })),
        facts,
      });
      return findings.map((f) => ({
        rule_id: f.rule_id,
        citation: rules.find((r) => r.id === f.rule_id)!.citation,
        description: f.description,
        excerpt: f.excerpt,
      }));
    } catch (err) {
      this.logger.warn(`language-model review of message ${message.id} failed; rules only: ${String(err)}`);
      return [];
    }
  }
}
