import type { Knex } from '@mikro-orm/postgresql';
import type { FinancialDetails } from '@parley/domain/financial';
import type { BankBudget } from '@parley/domain/settlement-rules/affordability';
import type { AutoAccept, AutoCounter, MatchableRule, SettlementRule } from '@parley/domain/settlement-rules/rules';

/**
 * What affordability is computed from, read in SQL so that the accounts list gets it in its one details statement
 * (no query per row) and the worker's automatic answers and the consumer's settlement page read it the same way:
 * each consumer's newest finished bank report (only its budget figures, not the whole report), their stated income
 * and expenses, and the firms' active settlement rules. `$users` / `$firms` are int[] bindings.
 */

export const LATEST_BANK_BUDGETS_SQL = `select distinct on (user_id) user_id,
      (data->>'average_monthly_income')::bigint as average_monthly_income,
      (data->>'average_monthly_expenses')::bigint as average_monthly_expenses,
      coalesce((data->>'window_months')::int, 0) as window_months
    from financial_reports where user_id = any($users) and status = 'ready' and data is not null
    order by user_id, id desc`;

export const ACTIVE_RULES_SQL = `select id, law_firm_id, name, active, states, plaintiffs, min_lawsuit_amount_cents, max_lawsuit_amount_cents,
      auto_accept, auto_counter, disclosures from settlement_rules where law_firm_id = any($firms) and active`;

export interface BankBudgetRow extends BankBudget {
  user_id: number;
}

/** A row of ACTIVE_RULES_SQL: the rule's own fields, and its firm. */
export interface ActiveRuleRow extends SettlementRule {
  law_firm_id: number;
}

export type RowRule = MatchableRule & {
  lawFirmId: number;
  auto_accept: AutoAccept | null;
  auto_counter: AutoCounter | null;
};

export function toMatchableRule(r: ActiveRuleRow): RowRule {
  return {
    id: r.id,
    lawFirmId: r.law_firm_id,
    active: r.active,
    states: r.states,
    plaintiffs: r.plaintiffs,
    min_lawsuit_amount_cents: r.min_lawsuit_amount_cents,
    max_lawsuit_amount_cents: r.max_lawsuit_amount_cents,
    auto_accept: r.auto_accept,
    auto_counter: r.auto_counter,
  };
}

const bind = (sql: string) => sql.replace(/\$(users|firms)/, 'cast(? as int[])');

/** One consumer's budget facts: their newest finished bank report's figures, and what they stated. */
export async function budgetFactsOf(
  knex: Knex,
  userId: number,
): Promise<{ bank: BankBudget | null; stated: FinancialDetails | null }> {
  const [bank, profile] = await Promise.all([
    knex.raw(bind(LATEST_BANK_BUDGETS_SQL), [`{${Math.trunc(userId)}}`]) as unknown as Promise<{ rows: BankBudgetRow[] }>,
    knex('consumer_profiles').where('user_id', userId).first('financial_details') as Promise<
      { financial_details: FinancialDetails | null } | undefined
    >,
  ]);
  const b = bank.rows[0];
  return {
    bank: b
      ? {
          average_monthly_income: Number(b.average_monthly_income),
          average_monthly_expenses: Number(b.average_monthly_expenses),
          window_months: Number(b.window_months),
        }
      : null,
    stated: profile?.financial_details ?? null,
  };
}
