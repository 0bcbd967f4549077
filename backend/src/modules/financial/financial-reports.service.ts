import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { FinancialReportView } from '@parley/domain/dashboard/payload';
import { spendingCategoryLabel } from '@parley/domain/financial/report';
import { FinancialReport, PlaidItem } from './entities';

/** The budget section's view of a consumer's financial report (also the dashboard payload's `financial_report`). */
@Injectable()
export class FinancialReports {
  /** The report's status (FinancialReportStatus says what each means) and, when available, its figures. */
  async dashboardView(em: EntityManager, userId: number): Promise<FinancialReportView> {
    const [items, latest] = await Promise.all([
      em.find(PlaidItem, { user: userId, status: { $ne: 'replaced' } }, { fields: ['id', 'status'] }),
      em.findOne(FinancialReport, { user: userId }, { orderBy: { id: 'desc' } }),
    ]);
    return financialReportView(items, latest);
  }
}

const EMPTY = {
  average_monthly_balance: null,
  average_monthly_income: null,
  average_monthly_expenses: null,
  income_last_year: null,
  spending_by_category: [],
  bank_accounts: [],
  income_sources: [],
} satisfies Omit<FinancialReportView, 'status'>;

/** Pure: the view from the user's connections and newest report (see `dashboardView`). */
export function financialReportView(
  items: Pick<PlaidItem, 'status'>[],
  latest: Pick<FinancialReport, 'status' | 'data'> | null,
): FinancialReportView {
  if (items.length === 0) return { status: 'consent_required', ...EMPTY };
  if (latest?.status === 'pending') return { status: 'pending', ...EMPTY };
  if (items.some((i) => i.status === 'login_required')) return { status: 'reconnect', ...EMPTY };
  if (!latest || latest.status === 'failed' || !latest.data) return { status: 'failed', ...EMPTY };
  const d = latest.data;
  return {
    status: 'available',
    average_monthly_balance: d.average_monthly_balance,
    average_monthly_income: d.average_monthly_income,
    average_monthly_expenses: d.average_monthly_expenses,
    income_last_year: d.income_last_year,
    spending_by_category: (d.expenses_by_category ?? []).map((c) => ({
      category: c.category,
      label: spendingCategoryLabel(c.category),
      average_monthly: c.average_monthly,
    })),
    bank_accounts: d.bank_accounts,
    income_sources: d.income_sources,
  };
}
