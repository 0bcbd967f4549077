import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, Logger } from '@nestjs/common';
import { MissingRecordError } from '../../core/queue/job-handler';
import type { AnswerOfferPayload } from '../../core/queue/jobs';
import { FIXED_DISCLOSURE, normalizeDisclosures } from '@parley/domain/negotiation';
import { decideAutoAnswer, type AutoAnswer } from '@parley/domain/settlement-rules/auto-answer';
import { matchRule, type SettlementRule as DomainRule } from '@parley/domain/settlement-rules/rules';
import type { FinancialDetails } from '@parley/domain/financial';
import { budgetOf } from '@parley/domain/settlement-rules/affordability';
import { AccountsReadService } from '../accounts';
import { ACTIVE_RULES_SQL, LATEST_BANK_BUDGETS_SQL, type ActiveRuleRow } from '../accounts/affordability-facts';
import { NegotiationService } from '../negotiation';
import type { Step } from '../negotiation/negotiation.service';
import { PayoutService } from '../payout';

/** Why a rule did not answer an offer (logged; nothing is written). */
export type Skipped =
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
    // One statement reads everything the decision needs; most offers meet no rule and never open a transaction.
    const facts = await offerFacts(this.em, p);
    // The job names a document that does not exist (a job of another database, or the document is gone): it fails
    // visibly instead of finishing without a word.
    if (!facts) throw new MissingRecordError(`customer document ${p.customerDocumentId}`);
    if (facts.version !== p.version) return { answered: null, skipped: 'moved_on' };
    if (facts.archived) return { answered: null, skipped: 'archived' };
    if (!facts.lawsuit_amount_cents) return { answered: null, skipped: 'no_lawsuit_amount' };
    const rule = matchRule<DomainRule>(facts.rules.map(toDomainRule), {
      plaintiffName: facts.plaintiff_name,
      lawsuitState: facts.lawsuit_state,
      lawsuitAmountCents: facts.lawsuit_amount_cents,
    });
    if (!rule) return { answered: null, skipped: 'no_rule' };
    // The attorney mark (the chat module's) does not move the negotiation's version, so it is read here, just before
    // the transaction: only a mark set in the very same instant as the answer would not stop it.
    if (facts.represented) return { answered: null, skipped: 'represented_by_attorney', ruleId: rule.id };
    if (!facts.offer_created_at) return { answered: null, skipped: 'moved_on', ruleId: rule.id };
    const disposable = budgetOf(
      facts.bank && {
        average_monthly_income: Number(facts.bank.average_monthly_income),
        average_monthly_expenses: Number(facts.bank.average_monthly_expenses),
        window_months: Number(facts.bank.window_months),
      },
      facts.stated,
    ).disposable_income_cents;
    const arrivalDate = new Date(facts.offer_created_at).toISOString().slice(0, 10);
    const valid = this.read.validFirstPaymentDate();

    let decided: 'accept' | 'counteroffer' | undefined;
    try {
      await this.negotiation.apply(p.customerDocumentId, null, async (state, d, em): Promise<Step> => {
        // Under the writer's transaction: what was true when the job started must still be true.
        if (d.version !== p.version) throw new Skip('moved_on');
        if (state.disputed) throw new Skip('disputed');
        if (state.current !== 'accept_or_counteroffer' || !state.openOffers[0]) throw new Skip('not_waiting');
        const answer = decideAutoAnswer(rule, {
          offer: state.openOffers[0],
          lawsuitAmountCents: d.rmLawsuitAmountCents!,
          arrivalDate,
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
      let skipped: Skipped | undefined;
      if (err instanceof Skip) skipped = err.reason;
      // The version check: someone acted first. Their action stands; the rule has nothing left to answer.
      else if (err instanceof ConflictException) skipped = 'collector_acted';
      else throw err;
      this.logger.debug(`rule ${rule.id} left offer ${p.offerEventId} on account ${p.customerDocumentId}: ${skipped}`);
      return { answered: null, skipped, ruleId: rule.id };
    }
    this.logger.log(`rule ${rule.id} answered offer ${p.offerEventId} on account ${p.customerDocumentId}: ${decided}`);
    return { answered: decided!, ruleId: rule.id };
  }
}

interface OfferFacts {
  version: number;
  archived: boolean;
  lawsuit_amount_cents: number | null;
  plaintiff_name: string | null;
  lawsuit_state: string | null;
  represented: boolean;
  offer_created_at: string | null;
  rules: ActiveRuleRow[];
  bank: { average_monthly_income: number; average_monthly_expenses: number; window_months: number } | null;
  stated: FinancialDetails | null;
}

/**
 * Everything the decision reads, in one statement: the account's read model and version, whether the consumer is
 * represented by an attorney (the chat module's contact mark), when the offer arrived, the firm's active rules, and
 * the consumer's budget facts (newest finished bank report, stated items). Null when the account is gone.
 */
async function offerFacts(em: EntityManager, p: AnswerOfferPayload): Promise<OfferFacts | null> {
  const rows = (await em.execute(
    `select d.version, d.archived_by_law_firm_on is not null as archived, d.rm_lawsuit_amount_cents as lawsuit_amount_cents,
        d.rm_plaintiff_name as plaintiff_name, d.rm_lawsuit_state as lawsuit_state,
        coalesce((select a.represented_by_attorney from account_contact_preferences a where a.customer_document_id = d.id), false) as represented,
        (select e.created_at from negotiation_events e where e.id = ? and e.customer_document_id = d.id) as offer_created_at,
        coalesce((select json_agg(r) from (${ACTIVE_RULES_SQL.replace('$firms', 'array[d.law_firm_id]')}) r), '[]') as rules,
        (select row_to_json(b) from (${LATEST_BANK_BUDGETS_SQL.replace('$users', 'array[d.user_id]')}) b) as bank,
        (select pr.financial_details from consumer_profiles pr where pr.user_id = d.user_id) as stated
      from customer_documents d
     where d.id = ? and d.document_name = 'solosettle' and d.law_firm_id is not null`,
    [p.offerEventId, p.customerDocumentId],
  )) as OfferFacts[];
  return rows[0] ?? null;
}

function toDomainRule(r: ActiveRuleRow): DomainRule {
  return {
    id: r.id,
    name: r.name,
    active: r.active,
    states: r.states,
    plaintiffs: r.plaintiffs,
    min_lawsuit_amount_cents: r.min_lawsuit_amount_cents,
    max_lawsuit_amount_cents: r.max_lawsuit_amount_cents,
    auto_accept: r.auto_accept,
    auto_counter: r.auto_counter,
    disclosures: r.disclosures,
  };
}
