import { LockMode } from '@mikro-orm/core';
import { Injectable, Logger } from '@nestjs/common';
import { UNSCOPED } from '../../../core/database/firm-scope';
import { HandlesJob, JobContext, JobHandler, MissingRecordError, outboxCompletion } from '../../../core/queue/job-handler';
import { ComplianceScanPayload, JobName } from '../../../core/queue/jobs';
import { scanOutcome } from '@parley/domain/chat';
import { COMPLIANCE_RULES, scanCollectorMessage, sentenceAt, suggestRewrite, Violation } from '@parley/domain/compliance';
import { LanguageModel } from '../../../integrations/llm/llm.port';
import { ChatMessage, MessageStatus } from '../entities';
import { ChatDelivery } from '../chat-delivery.service';
import { messageView } from '../chat-views';
import { ChatClock } from '../chat.clock';
import { HeldMessages } from './held-messages';
import { factsOf, RECENT_WINDOW_MS, scanContextOf } from './scan-context';

/**
 * Scans a collector's message before the consumer can see it: every rule of domain/compliance with the account's
 * context, plus the language model's review when one is configured; then blocks, holds until contact hours, or
 * delivers. A message that is no longer `scanning` was handled by an earlier run: nothing happens twice (checked
 * under the message's row lock, so the dispatcher need not read the outbox row first).
 *
 * Every collector message passes here (50 a second under load), so the common case is two statements: one read
 * (the message, its sender, attachments and context) and, when nothing was found and it is inside contact hours, one
 * statement that delivers it and records the job done (ChatDelivery.deliverScanned). Anything else (a violation,
 * the night, a refusal that arrived meanwhile) is decided in a transaction with the message locked.
 */
@Injectable()
@HandlesJob(JobName.ComplianceScan)
export class ComplianceScanJob implements JobHandler<JobName.ComplianceScan> {
  readonly guardsItself = true;
  private readonly logger = new Logger(ComplianceScanJob.name);
  constructor(
    private readonly model: LanguageModel,
    private readonly clock: ChatClock,
    private readonly held: HeldMessages,
    private readonly delivery: ChatDelivery,
  ) {}

  async handle(payload: ComplianceScanPayload, ctx: JobContext): Promise<void> {
    const found = await this.held.scanFacts(ctx.em, payload.messageId, new Date(this.clock.now().getTime() - RECENT_WINDOW_MS));
    if (!found) throw new MissingRecordError(`chat message ${payload.messageId}`);
    if (found.message.status !== MessageStatus.Scanning) return;
    const facts = found.context;
    const context = scanContextOf(facts);
    const violations = scanCollectorMessage(found.message.body, context);
    violations.push(...(await this.modelReview(found.message, violations, factsOf(context))));
    // What the collector can send instead: each offending sentence reworded, checked by the scanner before it is offered.
    const suggestion = violations.length ? suggestRewrite(found.message.body, violations, context) : null;

    const now = this.clock.now();
    if (scanOutcome({ violations, refusal: null, now, zones: this.held.zones(facts), suggestion }).kind === 'deliver') {
      const completion = outboxCompletion(ctx, now);
      const done = await this.delivery.deliverScanned(ctx.em, found.message.id, facts.conversation, now, completion, this.held.noticeRow(found.message, facts.conversation));
      if (done) {
        if (completion) ctx.completionRecorded?.();
        const view = messageView({ ...found.message, status: MessageStatus.Delivered, deliveredAt: now }, found.sender, found.attachments);
        this.delivery.emit.delivered(facts.conversation.id, view);
        this.delivery.emit.unread(facts.conversation.id, { consumerId: facts.conversation.consumer.id, lawFirmId: facts.conversation.lawFirm.id }, done.unread);
        return;
      }
    }

    const result = await ctx.em.transactional(async (tx) => {
      const message = await tx.findOne(ChatMessage, { id: payload.messageId }, { lockMode: LockMode.PESSIMISTIC_WRITE, ...UNSCOPED });
      if (!message || message.status !== MessageStatus.Scanning) return null;
      const at = this.clock.now();
      message.scannedAt = at;
      const outcome = scanOutcome({ violations, refusal: await this.held.refusal(tx, facts), now: at, zones: this.held.zones(facts), suggestion });
      await this.held.apply(tx, message, outcome, at, facts.conversation);
      return { message, outcome };
    });
    if (result) await this.held.announce(ctx.em, result.message, result.outcome, facts.conversation);
  }

  /**
   * The model's second opinion on rules the scanner did not already find. A model outage does not hold messages:
   * the rule scanner is the check of record, so the failure is logged and the scan goes on without it.
   */
  private async modelReview(message: { id: number; body: string }, found: Violation[], facts: string[]): Promise<Violation[]> {
    if (this.model.provider !== 'openai' || !message.body.trim()) return [];
    const rules = COMPLIANCE_RULES.filter((r) => !found.some((v) => v.rule_id === r.id));
    try {
      const findings = await this.model.reviewMessage({
        body: message.body,
        rules: rules.map((r) => ({ id: r.id, citation: r.citation, description: r.description })),
        facts,
      });
      return findings.map((f): Violation => {
        const at = f.excerpt ? message.body.indexOf(f.excerpt) : -1;
        return {
          rule_id: f.rule_id,
          citation: rules.find((r) => r.id === f.rule_id)!.citation,
          description: f.description,
          excerpt: f.excerpt,
          sentence: at >= 0 ? sentenceAt(message.body, at) : f.excerpt,
          kind: 'content',
        };
      });
    } catch (err) {
      this.logger.warn(`language-model review of message ${message.id} failed; rules only: ${String(err)}`);
      return [];
    }
  }
}
