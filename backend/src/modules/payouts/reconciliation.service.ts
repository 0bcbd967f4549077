import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { reconcile, type ReconPayment, type ReconPayout } from '@parley/domain/payouts/reconciliation';
import type { FirmReconciliation, ReconciliationReport } from '@parley/domain/contracts/payouts';
import type { PayoutStatus } from '@parley/domain/payouts/status';
import { LawFirm } from '../identity/entities';
import type { ReconciliationQuery } from './dto/payouts.dto';

export type { FirmReconciliation, ReconciliationReport };

const DAY = 24 * 3600;

/**
 * The platform's reconciliation of a period (UTC days, both included) of consumer payments: received = paid out +
 * commission + held + refunded, to the cent, per firm and in total, with every difference listed
 * (domain/payouts/reconciliation.ts). The figures are read from the payments, their payout items and the payouts as
 * they stand now. For on-call admins (every firm, or one by `law_firm_id`).
 */
@Injectable()
export class ReconciliationService {
  constructor(private readonly em: EntityManager) {}

  async report(q: ReconciliationQuery): Promise<ReconciliationReport> {
    const from = Date.parse(`${q.from}T00:00:00Z`) / 1000;
    const to = Date.parse(`${q.to}T00:00:00Z`) / 1000 + DAY;
    const firm = q.law_firm_id ?? null;
    const payments = await this.em.execute<Array<ReconPayment & { live_items: ReconPayment['live_items'] | string }>>(
      `select s.id as stripe_payment_intent_id, s.customer_document_id, s.law_firm_id, s.amount as amount_cents,
          s.refunded_cents, s.disputed_at is not null as disputed,
          coalesce((select json_agg(json_build_object('payout_id', p.id, 'payout_status', p.status,
                      'amount_cents', i.amount_cents, 'commission_cents', i.commission_cents) order by i.id)
                    from payout_items i join payouts p on p.id = i.payout_id
                    where i.stripe_payment_intent_id = s.id and i.released_at is null), '[]') as live_items
        from stripe_payment_intents s
       where s.status = 'succeeded' and s.created >= ? and s.created < ? and (?::int is null or s.law_firm_id = ?::int)
       order by s.created, s.id`,
      [from, to, firm, firm],
    );
    const payouts = await this.em.execute<Array<{ payout_id: number; law_firm_id: number; status: PayoutStatus; amount_cents: string; items_cents: string }>>(
      `select p.id as payout_id, p.law_firm_id, p.status, p.amount_cents,
          (select coalesce(sum(i.amount_cents), 0) from payout_items i where i.payout_id = p.id and i.released_at is null) as items_cents
        from payouts p
       where p.id in (select i.payout_id from payout_items i join stripe_payment_intents s on s.id = i.stripe_payment_intent_id
                       where s.created >= ? and s.created < ? and (?::int is null or s.law_firm_id = ?::int))
       order by p.id`,
      [from, to, firm, firm],
    );
    const rows: ReconPayment[] = payments.map((p) => ({
      ...p,
      amount_cents: Number(p.amount_cents),
      refunded_cents: Number(p.refunded_cents),
      live_items: typeof p.live_items === 'string' ? (JSON.parse(p.live_items) as ReconPayment['live_items']) : p.live_items,
    }));
    const heads: ReconPayout[] = payouts.map((p) => ({ ...p, amount_cents: Number(p.amount_cents), items_cents: Number(p.items_cents) }));
    const firmIds = [...new Set(rows.map((r) => r.law_firm_id))].sort((a, b) => a - b);
    const firms = firmIds.length ? await this.em.find(LawFirm, { id: { $in: firmIds } }) : [];
    const nameOf = new Map(firms.map((f) => [f.id, f.name]));
    const by_firm = firmIds.map((id) => {
      const r = reconcile(
        rows.filter((x) => x.law_firm_id === id),
        heads.filter((h) => h.law_firm_id === id),
      );
      const totals = { payments: r.payments, received_cents: r.received_cents, paid_out_cents: r.paid_out_cents, commission_cents: r.commission_cents, held_cents: r.held_cents, refunded_cents: r.refunded_cents, gap_cents: r.gap_cents, balanced: r.balanced };
      return { law_firm_id: id, law_firm_name: nameOf.get(id) ?? null, ...totals };
    });
    return { from: q.from, to: q.to, law_firm_id: firm, ...reconcile(rows, heads), by_firm };
  }
}
