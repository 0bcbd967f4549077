import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { firmScopeOf } from '../../core/database/firm-scope';
import type { PreviewExample, RulePreview } from '@parley/domain/contracts/settlement-rules';
import type { FinancialDetails } from '@parley/domain/financial';
import { DISPUTED, type OfferTerms } from '@parley/domain/negotiation';
import { budgetOf, type BankBudget } from '@parley/domain/settlement-rules/affordability';
import { decideAutoAnswer, NO_ANSWER_TEXT } from '@parley/domain/settlement-rules/auto-answer';
import { bySpecificity, ruleCovers, type SettlementRule as DomainRule } from '@parley/domain/settlement-rules/rules';
import { AccountsClock, AccountsReadService } from '../accounts';
import { scopedAccounts } from '../accounts/account-list-query';
import { LATEST_BANK_BUDGETS_SQL, type BankBudgetRow } from '../accounts/affordability-facts';
import { SettlementRule } from './entities';
import { toRuleFields } from './settlement-rules.service';

const EXAMPLES = 5;
export const REPRESENTED_TEXT = 'The consumer is represented by an attorney: a collector answers.';
export const DISPUTED_TEXT = 'The account is disputed: nothing is answered until verification is sent.';

interface OpenAccount {
  id: number;
  user_id: number;
  rm_customer_name: string | null;
  rm_plaintiff_name: string | null;
  rm_lawsuit_state: string | null;
  rm_lawsuit_amount_cents: number;
  rm_current_action: string | null;
  rm_current_action_params: { offer?: OfferTerms; disputed?: boolean } | null;
  rm_status: string | null;
  rm_status_date: Date | string | null;
}

/**
 * The rules page's preview: for each rule, the firm's open accounts (not archived, no agreement yet) it would decide
 * for, and what it would answer now to the consumer offers among them. A paused rule is previewed as if it were
 * active, against the active ones. Reads run under the admin's firm scope (SQL through `scopedAccounts`).
 */
@Injectable()
export class RulesPreviewService {
  constructor(
    private readonly em: EntityManager,
    private readonly read: AccountsReadService,
    private readonly clock: AccountsClock,
  ) {}

  async previews(): Promise<RulePreview[]> {
    const em = this.em;
    const knex = em.getKnex();
    const rules: DomainRule[] = (await em.find(SettlementRule, {})).map((r) => ({ id: r.id, ...toRuleFields(r) }));
    if (rules.length === 0) return [];
    const accounts = (await scopedAccounts(knex, firmScopeOf(em))
      .whereNull('d.archived_by_law_firm_on')
      .whereNotNull('d.rm_lawsuit_amount_cents')
      .where((q) =>
        q.whereNull('d.rm_current_action').orWhereIn('d.rm_current_action', ['accept_or_counteroffer', 'waiting_for_customer']),
      )
      .select(
        'd.id',
        'd.user_id',
        'd.rm_customer_name',
        'd.rm_plaintiff_name',
        'd.rm_lawsuit_state',
        'd.rm_lawsuit_amount_cents',
        'd.rm_current_action',
        'd.rm_current_action_params',
        'd.rm_status',
        'd.rm_status_date',
      )
      .orderBy('d.id', 'desc')) as OpenAccount[];

    // Each account's covering rules once; a rule decides where it is the most specific of the active ones and itself.
    const covering = new Map<number, DomainRule[]>();
    for (const a of accounts) {
      const facts = { plaintiffName: a.rm_plaintiff_name, lawsuitState: a.rm_lawsuit_state, lawsuitAmountCents: a.rm_lawsuit_amount_cents };
      covering.set(a.id, rules.filter((r) => ruleCovers(r, facts)));
    }
    const decidedBy = (rule: DomainRule, a: OpenAccount) => {
      const candidates = covering.get(a.id)!.filter((r) => r.id === rule.id || r.active);
      return candidates.length > 0 && bySpecificity(candidates)[0].id === rule.id;
    };
    const waiting = accounts.filter((a) => a.rm_current_action === 'accept_or_counteroffer' && a.rm_current_action_params?.offer);
    const users = [...new Set(waiting.map((a) => a.user_id))];
    const [budgets, represented] = await Promise.all([this.budgets(users), this.represented(waiting.map((a) => a.id))]);
    const valid = this.read.validFirstPaymentDate();
    const today = this.clock.today();

    return rules.map((rule) => {
      const matched = accounts.filter((a) => decidedBy(rule, a));
      const preview: RulePreview = {
        rule_id: rule.id,
        matched_accounts: matched.length,
        open_offers: 0,
        would_accept: 0,
        would_counteroffer: 0,
        would_leave: 0,
        examples: [],
      };
      for (const a of matched) {
        const offer = a.rm_current_action === 'accept_or_counteroffer' ? a.rm_current_action_params?.offer : undefined;
        if (!offer) continue;
        preview.open_offers++;
        const example: PreviewExample = {
          customer_document_id: a.id,
          customer_name: a.rm_customer_name,
          lawsuit_amount_cents: a.rm_lawsuit_amount_cents,
          offer,
          answer: 'none',
          counteroffer: null,
          reason: null,
          reason_code: null,
        };
        if (a.rm_status === DISPUTED || a.rm_current_action_params?.disputed) {
          Object.assign(example, { reason: DISPUTED_TEXT, reason_code: 'disputed' });
        } else if (represented.has(a.id)) {
          Object.assign(example, { reason: REPRESENTED_TEXT, reason_code: 'represented_by_attorney' });
        } else {
          const budget = budgets.get(a.user_id) ?? budgetOf(null, null);
          const answer = decideAutoAnswer(rule, {
            offer,
            lawsuitAmountCents: a.rm_lawsuit_amount_cents,
            arrivalDate: dayOf(a.rm_status_date) ?? today,
            validFirstPaymentDate: valid,
            disposableIncomeCents: budget.disposable_income_cents,
          });
          if (answer.kind === 'accept') example.answer = 'accept';
          else if (answer.kind === 'counteroffer') Object.assign(example, { answer: 'counteroffer', counteroffer: answer.offer });
          else Object.assign(example, { reason: NO_ANSWER_TEXT[answer.reason], reason_code: answer.reason });
        }
        if (example.answer === 'accept') preview.would_accept++;
        else if (example.answer === 'counteroffer') preview.would_counteroffer++;
        else preview.would_leave++;
        if (preview.examples.length < EXAMPLES) preview.examples.push(example);
      }
      return preview;
    });
  }

  /** The budgets of the consumers whose offers are previewed: two statements for all of them. */
  private async budgets(users: number[]) {
    const out = new Map<number, ReturnType<typeof budgetOf>>();
    if (users.length === 0) return out;
    const knex = this.em.getKnex();
    const list = `{${users.map((u) => Math.trunc(u)).join(',')}}`;
    const [bank, profiles] = await Promise.all([
      knex.raw(LATEST_BANK_BUDGETS_SQL.replace('$users', 'cast(? as int[])'), [list]) as unknown as Promise<{ rows: BankBudgetRow[] }>,
      knex('consumer_profiles').whereRaw('user_id = any(cast(? as int[]))', [list]).select('user_id', 'financial_details') as Promise<
        Array<{ user_id: number; financial_details: FinancialDetails | null }>
      >,
    ]);
    const bankBy = new Map<number, BankBudget>(bank.rows.map((b) => [b.user_id, b]));
    const statedBy = new Map(profiles.map((p) => [p.user_id, p.financial_details]));
    for (const u of users) out.set(u, budgetOf(bankBy.get(u) ?? null, statedBy.get(u) ?? null));
    return out;
  }

  private async represented(ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = (await this.em
      .getKnex()('account_contact_preferences')
      .whereRaw('customer_document_id = any(cast(? as int[]))', [`{${ids.map((i) => Math.trunc(i)).join(',')}}`])
      .where('represented_by_attorney', true)
      .select('customer_document_id')) as Array<{ customer_document_id: number }>;
    return new Set(rows.map((r) => r.customer_document_id));
  }
}

function dayOf(v: Date | string | null): string | null {
  if (!v) return null;
  const d = v instanceof Date ? v : new Date(v);
  return Number.isNaN(d.getTime()) ? null : d.toISOString().slice(0, 10);
}
