import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, Logger } from '@nestjs/common';
import type { AnswerOfferPayload } from '../../core/queue/jobs';
import { FIXED_DISCLOSURE, normalizeDisclosures } from '@parley/domain/negotiation';
import { decideAutoAnswer, type AutoAnswer } from '@parley/domain/settlement-rules/auto-answer';
import { matchRule, type SettlementRule as DomainRule } from '@parley/domain/settlement-rules/rules';
import { AccountsReadService, CustomerDocument, NegotiationEvent } from '../accounts';
import { budgetFactsOf } from '../accounts/affordability-facts';
import { budgetOf } from '@parley/domain/settlement-rules/affordability';
import { NegotiationService } from '../negotiation';
import type { Step } from '../negotiation/negotiation.service';
import { PayoutService } from '../payout';
import { SettlementRule } from './entities';
import { toRuleFields } from './settlement-rules.service';

/** Why a rule did not answer an offer (logged; nothing is written). */
export type Skipped =
  | 'gone'
  | 'moved_on'
  | 'archived'
  | 'no_rule'
  | 'no_lawsuit_amount'
  | 'disputed'
  | 'represented_by_attorney'
  | 'not_waiting'
  | 'collector_acted'
  | Extract<AutoAnswer, { kind: 'none' }>['reason'];

export type AutoAnswerOutcome =
  | { answered: 'accept' | 'counteroffer'; ruleId: number }
  | { answered: null; skipped: Skipped; ruleId?: number };

class Skip extends Error {
  constructor(readonly reason: Skipped) {
    super(reason);
  }
}

/**
 * The firm answering a consumer's offer by its settlement rule, as the system. Goes through the one writer
 * (`NegotiationService.apply`) with the version the offer left: if anyone acted after the offer (a collector's answer,
 * a newer offer), the job changes nothing; a collector acting at the same moment either wins or gets 409, never a
 * second transition. Never answers a disputed account, nor one whose consumer is represented by an attorney (the
 * firm must then talk to the attorney, not the consumer).
 */
@Injectable()
export class AutoAnswerService {
  private readonly logger = new Logger(AutoAnswerService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly negotiation: NegotiationService,
    private readonly read: AccountsReadService,
    private readonly payout: PayoutService,
  ) {}

  async answer(p: AnswerOfferPayload): Promise<AutoAnswerOutcome> {
    // Cheap reads first: most offers meet no rule, and those never open a transaction.
    const doc = await this.em.findOne(CustomerDocument, { id: p.customerDocumentId });
    if (!doc || !doc.lawFirm) return { answered: null, skipped: 'gone' };
    if (doc.version !== p.version) return { answered: null, skipped: 'moved_on' };
    if (doc.archivedByLawFirmOn) return { answered: null, skipped: 'archived' };
    if (!doc.rmLawsuitAmountCents) return { answered: null, skipped: 'no_lawsuit_amount' };
    const rules = await this.em.find(SettlementRule, { lawFirm: doc.lawFirm.id, active: true });
    const rule = matchRule<DomainRule>(
      rules.map((r) => ({ id: r.id, ...toRuleFields(r) })),
      { plaintiffName: doc.rmPlaintiffName ?? null, lawsuitState: doc.rmLawsuitState ?? null, lawsuitAmountCents: doc.rmLawsuitAmountCents },
    );
    if (!rule) return { answered: null, skipped: 'no_rule' };
    const facts = await budgetFactsOf(this.em.getKnex(), doc.user.id);
    const disposable = budgetOf(facts.bank, facts.stated).disposable_income_cents;
    const valid = this.read.validFirstPaymentDate();

    let decided: 'accept' | 'counteroffer' | undefined;
    try {
      await this.negotiation.apply(doc.id, null, async (state, d, em): Promise<Step> => {
        // Under the writer's transaction: what was true when the job started must still be true.
        if (d.version !== p.version) throw new Skip('moved_on');
        if (state.disputed) throw new Skip('disputed');
        if (state.current !== 'accept_or_counteroffer' || !state.openOffers[0]) throw new Skip('not_waiting');
        if (await representedByAttorney(em, d.id)) throw new Skip('represented_by_attorney');
        const offerEvent = await em.findOne(NegotiationEvent, { id: p.offerEventId, customerDocument: d.id });
        if (!offerEvent) throw new Skip('moved_on');
        const answer = decideAutoAnswer(rule, {
          offer: state.openOffers[0],
          lawsuitAmountCents: d.rmLawsuitAmountCents!,
          arrivalDate: offerEvent.createdAt.toISOString().slice(0, 10),
          validFirstPaymentDate: valid,
          disposableIncomeCents: disposable,
        });
        const params = { rule_id: rule.id, rule_name: rule.name };
        if (answer.kind === 'none') throw new Skip(answer.reason);
        decided = answer.kind;
        if (answer.kind === 'accept') {
          return {
            event: {
              party: 'system',
              action: 'accept',
              accepted_offer_index: 0,
              payment_details_on_file: await this.payout.hasPaymentDetails(em, d.lawFirm!.id),
            },
            params,
            disclosures: normalizeDisclosures(FIXED_DISCLOSURE.accept, rule.disclosures),
          };
        }
        return {
          event: { party: 'system', action: 'counteroffer', offers: [answer.offer] },
          params: { ...params, reason: answer.reason },
          disclosures: normalizeDisclosures(FIXED_DISCLOSURE.counteroffer, rule.disclosures),
        };
      });
    } catch (err) {
      if (err instanceof Skip) return { answered: null, skipped: err.reason, ruleId: rule.id };
      // The version check: someone acted first. Their action stands; the rule has nothing left to answer.
      if (err instanceof ConflictException) return { answered: null, skipped: 'collector_acted', ruleId: rule.id };
      throw err;
    }
    this.logger.log(`rule ${rule.id} answered offer ${p.offerEventId} on account ${doc.id}: ${decided}`);
    return { answered: decided!, ruleId: rule.id };
  }
}

/** The collector marked the account as represented by an attorney (the chat module's contact mark). */
async function representedByAttorney(em: EntityManager, documentId: number): Promise<boolean> {
  const rows = (await em.execute(
    'select represented_by_attorney from account_contact_preferences where customer_document_id = ?',
    [documentId],
  )) as Array<{ represented_by_attorney: boolean }>;
  return rows.some((r) => r.represented_by_attorney);
}
