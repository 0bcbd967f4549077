import type { Knex } from '@mikro-orm/postgresql';
import { COLLECTOR_TURN, CONSUMER_TURN, DISPUTED } from '@parley/domain/negotiation';
import type { FirmScopeParams } from '../../core/database/firm-scope';
import { scopedAccounts } from './account-list-query';

/** calculate_collector_metrics' answer (definitions in docs/api/accounts.md). */
export interface CollectorMetrics {
  collected_amount: number;
  uncollected_amount: number;
  waiting_on_consumer_amount: number;
  waiting_on_collector_amount: number;
  response_rate: number | null;
  offers_count: number;
}

/** The offers counted are those made at or after this instant. */
export const offersSince = (now: Date) => new Date(now.getTime() - 30 * 86_400_000);

/**
 * Kept rows of a scope read by one call beyond which they are folded into one row per firm (and day): a read stays a
 * handful of index entries however many writes came between two reads.
 */
export const FOLD_AT = 64;
/** pg_advisory_xact_lock space of the fold (the offers' refresh in the database uses 72020, payouts 72010). */
const FOLD_LOCK_SPACE = 72_021;

function answer(money: Record<string, string | number>, offers: number, answered: number): CollectorMetrics {
  return {
    collected_amount: Number(money.collected),
    uncollected_amount: Number(money.uncollected),
    waiting_on_consumer_amount: Number(money.waiting_on_consumer),
    waiting_on_collector_amount: Number(money.waiting_on_collector),
    response_rate: offers ? Math.round((answered / offers) * 1000) / 10 : null,
    offers_count: offers,
  };
}

/**
 * The metrics from what PostgreSQL keeps as the data changes (migration Migration20261128100000): the sum of the
 * firm's money delta rows, the offers of the whole UTC days after the window's first day from the per-day rows, and
 * the window's first, partial day counted exactly from the kept offers (its index, at most a day of them). One
 * statement, a few dozen index entries whatever the firm's size. Folds the firm's rows when they have piled up.
 */
export async function keptFirmMetrics(knex: Knex, scope: FirmScopeParams, now: Date): Promise<CollectorMetrics> {
  const since = offersSince(now);
  const firstDay = since.toISOString().slice(0, 10);
  const nextDay = new Date(Date.parse(`${firstDay}T00:00:00Z`) + 86_400_000);
  const firm = scope.allFirms ? '' : 'and law_firm_id = ?';
  const f = scope.allFirms ? [] : [scope.lawFirmId];
  const row = (
    await knex.raw(
      `select m.*, d.*, e.* from
      (select coalesce(sum(collected_cents), 0)::bigint as collected, coalesce(sum(uncollected_cents), 0)::bigint as uncollected,
        coalesce(sum(waiting_on_consumer_cents), 0)::bigint as waiting_on_consumer,
        coalesce(sum(waiting_on_collector_cents), 0)::bigint as waiting_on_collector, count(*)::int as money_rows
        from firm_metric_deltas where true ${firm}) m,
      (select coalesce(sum(offers), 0)::int as day_offers, coalesce(sum(answered), 0)::int as day_answered, count(*)::int as day_rows
        from firm_offer_day_deltas where day > cast(? as date) ${firm}) d,
      (select count(*)::int as edge_offers, count(*) filter (where answered)::int as edge_answered
        from metric_offers where created_at >= ? and created_at < ? ${firm}) e`,
      [...f, firstDay, ...f, since, nextDay, ...f],
    )
  ).rows[0] as Record<string, string | number>;
  // Folded by the firm's own read (the all-firms read leaves it to the worker's MetricsFolder): after it, the firm
  // has one money row and one row per day again. The answer is already computed; a failed fold changes nothing.
  if (!scope.allFirms && (Number(row.money_rows) > FOLD_AT || Number(row.day_rows) > 31 + FOLD_AT))
    await foldFirmMetrics(knex, scope.lawFirmId).catch(() => undefined);
  return answer(
    row,
    Number(row.day_offers) + Number(row.edge_offers),
    Number(row.day_answered) + Number(row.edge_answered),
  );
}

/**
 * Replaces a firm's delta rows by one row (money) and one row per day (offers), in one transaction: a reader sees the
 * rows before or after, never a part. Rows a writer adds meanwhile are not in the delete's snapshot and stay; a
 * second fold of the same firm skips (the lock) rather than wait. One firm at a time, so two folds never delete the
 * same rows in different orders.
 */
export async function foldFirmMetrics(knex: Knex, lawFirmId: number): Promise<void> {
  await knex.transaction(async (tx) => {
    const lock = (await tx.raw('select pg_try_advisory_xact_lock(?, ?) as ok', [FOLD_LOCK_SPACE, lawFirmId]))
      .rows[0] as { ok: boolean };
    if (!lock.ok) return;
    await tx.raw(
      `with gone as (delete from firm_metric_deltas where law_firm_id = ? returning *)
      insert into firm_metric_deltas (law_firm_id, collected_cents, uncollected_cents, waiting_on_consumer_cents, waiting_on_collector_cents)
      select law_firm_id, sum(collected_cents), sum(uncollected_cents), sum(waiting_on_consumer_cents), sum(waiting_on_collector_cents)
      from gone group by law_firm_id`,
      [lawFirmId],
    );
    await tx.raw(
      `with gone as (delete from firm_offer_day_deltas where law_firm_id = ? returning *)
      insert into firm_offer_day_deltas (law_firm_id, day, offers, answered)
      select law_firm_id, day, sum(offers), sum(answered) from gone group by law_firm_id, day
      having sum(offers) <> 0 or sum(answered) <> 0`,
      [lawFirmId],
    );
  });
}

/**
 * Folds every firm whose rows have piled up (FOLD_AT more than a folded firm has). For the worker: a firm nobody reads
 * still has its rows folded. Returns the firms folded.
 */
export async function foldPiledUpFirmMetrics(knex: Knex): Promise<number[]> {
  const { rows } = (await knex.raw(
    `select law_firm_id from firm_metric_deltas group by law_firm_id having count(*) > ?
    union select law_firm_id from firm_offer_day_deltas group by law_firm_id having count(*) - count(distinct day) > ?`,
    [FOLD_AT, FOLD_AT],
  )) as { rows: Array<{ law_firm_id: number }> };
  for (const r of rows) await foldFirmMetrics(knex, r.law_firm_id);
  return rows.map((r) => r.law_firm_id);
}

/**
 * The same metrics by aggregating the scope's accounts and offers: the definition, as it was computed before the
 * figures were kept. The integration tests hold the kept figures to it; too slow for a request on a large firm.
 */
export async function scannedFirmMetrics(knex: Knex, scope: FirmScopeParams, now: Date): Promise<CollectorMetrics> {
  const inList = (set: ReadonlySet<string>) => [...set].map((s) => `'${s}'`).join(',');
  const money = (await scopedAccounts(knex, scope).first(
    knex.raw('coalesce(sum(d.rm_collected_cents), 0)::bigint as collected'),
    knex.raw(
      'coalesce(sum(greatest(d.rm_agreed_total_cents - d.rm_paid_cents, 0)) filter (where d.archived_by_law_firm_on is null and d.rm_agreed_total_cents is not null), 0)::bigint as uncollected',
    ),
    knex.raw(
      // A disputed account waits on the collector's verification, whatever step it paused at.
      `coalesce(sum(d.rm_offer_total_cents) filter (where d.archived_by_law_firm_on is null and d.rm_current_action in (${inList(CONSUMER_TURN)}) and d.rm_status is distinct from '${DISPUTED}'), 0)::bigint as waiting_on_consumer`,
    ),
    knex.raw(
      `coalesce(sum(d.rm_offer_total_cents) filter (where d.archived_by_law_firm_on is null and (d.rm_current_action in (${inList(COLLECTOR_TURN)}) or d.rm_status = '${DISPUTED}')), 0)::bigint as waiting_on_collector`,
    ),
  )) as Record<string, string>;
  const offers = knex('negotiation_events as o')
    .join('customer_documents as d', 'd.id', 'o.customer_document_id')
    .where('d.document_name', 'solosettle')
    .where('o.party', 'consumer')
    .where('o.action', 'offer')
    .where('o.created_at', '>=', offersSince(now));
  if (!scope.allFirms) offers.where('o.law_firm_id', scope.lawFirmId);
  // The firm answers by a collector or by its settlement rule (party system).
  const answered = knex.raw(
    `exists (select 1 from negotiation_events r where r.customer_document_id = o.customer_document_id and r.sequence > o.sequence and r.party in ('collector', 'system'))`,
  );
  const stats = (await offers.first(
    knex.raw('count(*)::int as offers'),
    knex.raw(`count(*) filter (where ${answered.toQuery()})::int as answered`),
  )) as { offers: number; answered: number };
  return answer(money, stats.offers, stats.answered);
}
