import type { EntityManager } from '@mikro-orm/postgresql';

/** One payout to the firm as an account sees it: what it carried of the account's payments. */
export interface AccountPayoutCheck {
  customer_document_id: number;
  payout_id: number;
  status: string;
  amount_cents: number;
  /** The day the payout was made (or held). */
  date: string;
}

/**
 * The payouts that include payments of these documents, newest first (the payouts module writes them; the account
 * views read them here, in SQL like the account list's other details). No firm scope: callers pass documents they
 * have already found within their own scope.
 */
export async function payoutChecksOf(em: EntityManager, documentIds: readonly number[]): Promise<AccountPayoutCheck[]> {
  if (!documentIds.length) return [];
  const rows: Array<Omit<AccountPayoutCheck, 'amount_cents' | 'date'> & { amount_cents: string | number; date: Date | string }> = await em.execute(
    `select i.customer_document_id, p.id as payout_id, p.status, sum(i.amount_cents) as amount_cents,
        coalesce(p.initiated_at, p.created_at) as date
      from payout_items i join payouts p on p.id = i.payout_id
      where i.customer_document_id = any(?::int[])
      group by i.customer_document_id, p.id
      order by date desc, p.id desc`,
    [`{${documentIds.map((n) => Math.trunc(n)).join(',')}}`],
  );
  return rows.map((r) => ({
    ...r,
    amount_cents: Number(r.amount_cents),
    date: new Date(r.date).toISOString().slice(0, 10),
  }));
}
