import { QueryOrder, type FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { firmScopeOf } from '../../core/database/firm-scope';
import { monthRange } from '@parley/domain/payouts/schedule';
import type { Payout as PayoutDto, PayoutMonth as PayoutMonthDto, PayoutPayment as PayoutPaymentDto } from '@parley/domain/contracts/payouts';
import type { PayoutStatus } from '@parley/domain/payouts/status';
import { CustomerDocument, StripePaymentIntent } from '../accounts';
import { LawFirm } from '../identity/entities';
import { PAYOUT_NOT_FOUND, type PayoutsQuery, type PayoutTotalsQuery } from './dto/payouts.dto';
import { Payout, PayoutItem } from './entities';

export type { PayoutDto, PayoutMonthDto, PayoutPaymentDto };

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
/** Items taken out before their payout was sent (payment refunded or disputed) are not its payments. */
const CARRIED: Array<FilterQuery<PayoutItem>> = [{ releaseReason: null }, { releaseReason: { $nin: ['refunded', 'disputed'] } }];

/**
 * The firm's payouts as the collector portal and the API show them. Every query goes through the firm filter (the
 * request's scope: a collector's firm, or every firm for on-call admins); `law_firm_id` narrows an on-call admin's
 * ledger to one firm and, for a collector, can only name their own.
 */
@Injectable()
export class PayoutsReadService {
  constructor(private readonly em: EntityManager) {}

  async list(q: PayoutsQuery): Promise<{ payouts: PayoutDto[]; total_count: number; page: number; per_page: number }> {
    const where: FilterQuery<Payout> = {};
    if (q.status) where.status = { $in: q.status as PayoutStatus[] };
    if (q.law_firm_id) where.lawFirm = q.law_firm_id;
    if (q.month) {
      const { from, to } = monthRange(q.month);
      // A payout counts in the month it was made; one on hold, in the month of the run that started holding it.
      where.$or = [
        { initiatedAt: { $gte: from, $lt: to } },
        { initiatedAt: null, runFor: { $gte: from, $lt: to } },
        { initiatedAt: null, runFor: null, createdAt: { $gte: from, $lt: to } },
      ];
    }
    const dir = q.sort_order === 'asc' ? QueryOrder.ASC_NULLS_LAST : QueryOrder.DESC_NULLS_FIRST;
    const orderBy =
      q.sort_by === 'initiated_at'
        ? [{ initiatedAt: dir }, { id: q.sort_order }]
        : q.sort_by === 'amount_cents'
          ? [{ amountCents: q.sort_order }, { id: q.sort_order }]
          : q.sort_by === 'status'
            ? [{ status: q.sort_order }, { id: q.sort_order }]
            : [{ id: q.sort_order }];
    const [rows, total] = await Promise.all([
      this.em.find(Payout, where, { orderBy, limit: q.per_page, offset: (q.page - 1) * q.per_page }),
      this.em.count(Payout, where),
    ]);
    return { payouts: await this.dtos(rows, q.include_payments), total_count: total, page: q.page, per_page: q.per_page };
  }

  async one(id: number): Promise<PayoutDto> {
    const payout = await this.em.findOne(Payout, id);
    if (!payout) throw new NotFoundException({ error: PAYOUT_NOT_FOUND });
    return (await this.dtos([payout], true))[0];
  }

  /** Money paid per month (by the day it was paid) and still in transit (by the day it was sent). */
  async monthly(q: PayoutTotalsQuery): Promise<PayoutMonthDto[]> {
    const scope = firmScopeOf(this.em);
    const firmId = scope.allFirms ? (q.law_firm_id ?? null) : scope.lawFirmId;
    // A collector naming another firm sees nothing, as the list's filter does.
    if (!scope.allFirms && q.law_firm_id && q.law_firm_id !== scope.lawFirmId) return [];
    const rows = await this.em.execute<Array<{ month: string; paid_cents: string; in_transit_cents: string }>>(
      `select month, sum(paid) as paid_cents, sum(in_transit) as in_transit_cents from (
          select to_char(paid_at at time zone 'UTC', 'YYYY-MM') as month, amount_cents as paid, 0 as in_transit
            from payouts where status = 'paid' and (?::int is null or law_firm_id = ?::int)
          union all
          select to_char(coalesce(initiated_at, created_at) at time zone 'UTC', 'YYYY-MM'), 0, amount_cents
            from payouts where status in ('pending', 'sent') and (?::int is null or law_firm_id = ?::int)
        ) x group by month order by month`,
      [firmId, firmId, firmId, firmId],
    );
    return rows.map((r) => ({ month: r.month, paid_cents: Number(r.paid_cents), in_transit_cents: Number(r.in_transit_cents) }));
  }

  private async dtos(rows: Payout[], withPayments: boolean): Promise<PayoutDto[]> {
    if (!rows.length) return [];
    const ids = rows.map((p) => p.id);
    const firms = await this.em.find(LawFirm, { id: { $in: [...new Set(rows.map((p) => p.lawFirm.id))] } });
    const firmName = new Map(firms.map((f) => [f.id, f.name]));
    const counts = await this.em.execute<Array<{ payout_id: number; n: string }>>(
      `select payout_id, count(*) as n from payout_items where payout_id = any(?::int[])
         and (release_reason is null or release_reason not in ('refunded', 'disputed')) group by payout_id`,
      [`{${ids.join(',')}}`],
    );
    const countOf = new Map(counts.map((c) => [Number(c.payout_id), Number(c.n)]));
    const payments = withPayments ? await this.paymentsOf(ids) : new Map<number, PayoutPaymentDto[]>();
    return rows.map((p) => ({
      id: p.id,
      law_firm_id: p.lawFirm.id,
      law_firm_name: firmName.get(p.lawFirm.id) ?? null,
      method: p.method ?? null,
      amount_cents: p.amountCents,
      status: p.status,
      check_number: p.checkNumber ?? null,
      tracking_number: p.trackingNumber ?? null,
      initiated_at: iso(p.initiatedAt),
      sent_at: iso(p.sentAt),
      paid_at: iso(p.paidAt),
      failure_reason: p.failureReason ?? null,
      created_at: p.createdAt.toISOString(),
      payments_count: countOf.get(p.id) ?? 0,
      ...(withPayments ? { payments: payments.get(p.id) ?? [] } : {}),
    }));
  }

  private async paymentsOf(payoutIds: number[]): Promise<Map<number, PayoutPaymentDto[]>> {
    const items = await this.em.find(PayoutItem, { payout: { $in: payoutIds }, $or: CARRIED }, { orderBy: { id: 'asc' } });
    const docIds = [...new Set(items.map((i) => i.customerDocument.id))];
    const piIds = [...new Set(items.map((i) => i.stripePaymentIntent.id))];
    const [docs, intents] = await Promise.all([
      docIds.length ? this.em.find(CustomerDocument, { id: { $in: docIds } }, { fields: ['id', 'rmCustomerName'] }) : [],
      piIds.length ? this.em.find(StripePaymentIntent, { id: { $in: piIds } }, { fields: ['id', 'created'] }) : [],
    ]);
    const nameOf = new Map(docs.map((d) => [d.id, d.rmCustomerName ?? null]));
    const paidOf = new Map(intents.map((i) => [i.id, new Date(Number(i.created) * 1000).toISOString()]));
    const out = new Map<number, PayoutPaymentDto[]>();
    // Oldest payment first: item ids follow the order the run's insert happened to read the payments in, which is
    // not the order they were paid.
    const paidAt = (i: PayoutItem) => paidOf.get(i.stripePaymentIntent.id) ?? '';
    items.sort((a, b) => paidAt(a).localeCompare(paidAt(b)) || Number(a.id) - Number(b.id));
    for (const i of items) {
      const list = out.get(i.payout.id) ?? [];
      list.push({
        stripe_payment_intent_id: i.stripePaymentIntent.id,
        customer_document_id: i.customerDocument.id,
        amount_cents: i.amountCents,
        commission_cents: i.commissionCents,
        customer_name: nameOf.get(i.customerDocument.id) ?? null,
        paid_at: paidOf.get(i.stripePaymentIntent.id) ?? null,
      });
      out.set(i.payout.id, list);
    }
    return out;
  }
}
