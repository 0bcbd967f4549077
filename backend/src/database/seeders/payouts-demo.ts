import type { EntityManager } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/postgresql';
import { UNSCOPED } from '../../core/database/firm-scope';
import { runInstantAtOrBefore } from '@parley/domain/payouts/schedule';
import { LawFirm } from '../../modules/identity/entities';
import { FirmPayoutDetails } from '../../modules/payout/entities';
import { replayPayoutHistory } from '../../modules/payouts/payout-history';
import { DEMO_FIRMS } from './demo-data';

const DAY_MS = 24 * 3600 * 1000;

/** Demo Law Group is paid by mailed check (Other Firm LLP has no payout configuration: its payouts wait on hold). */
export const DEMO_LAW_GROUP_MAILING = {
  payee: 'Demo Law Group',
  mailingName: 'Accounts Receivable',
  mailingStreet: '1200 Main Street, Suite 400',
  mailingCity: 'Austin',
  mailingState: 'TX',
  mailingZip: '78701',
};

/** The 02:00 UTC runs that followed each of these payment times, up to `now`, oldest first. */
export function runsAfter(paidAt: readonly Date[], now: Date): Date[] {
  const runs = new Set<number>();
  for (const t of paidAt) {
    const next = runInstantAtOrBefore(t).getTime() + DAY_MS;
    if (next <= now.getTime()) runs.add(next);
  }
  return [...runs].sort((a, b) => a - b).map((t) => new Date(t));
}

/**
 * Gives Demo Law Group its mailed-check configuration, then produces the payout history by running the real payout
 * job on every day that followed a seeded payment (the demo provider numbers the checks and tracks the mailed ones;
 * one early check comes back and its payments are paid again by a later run). Idempotent: a database with payouts
 * is left alone.
 */
export async function seedDemoPayouts(em: EntityManager, now = new Date()): Promise<void> {
  const demo = await em.findOneOrFail(LawFirm, { name: 'Demo Law Group' }, UNSCOPED);
  const firms = (await em.find(LawFirm, { name: { $in: [...DEMO_FIRMS] } }, UNSCOPED)).map((f) => f.id);
  if (!(await em.findOne(FirmPayoutDetails, { lawFirm: demo.id }, UNSCOPED))) {
    em.create(FirmPayoutDetails, { lawFirm: demo, ...DEMO_LAW_GROUP_MAILING });
    await em.flush();
  }
  const sql = em as SqlEntityManager;
  const ids = `{${firms.join(',')}}`;
  const [{ n }] = await sql.execute<Array<{ n: string }>>('select count(*) as n from payouts where law_firm_id = any(?::int[])', [ids]);
  if (Number(n) > 0) return;
  const paid = await sql.execute<Array<{ created: string }>>(
    `select created from stripe_payment_intents where status = 'succeeded' and law_firm_id = any(?::int[])`,
    [ids],
  );
  const runs = runsAfter(paid.map((p) => new Date(Number(p.created) * 1000)), now);
  await replayPayoutHistory(sql, { runs, firms, returnFirstCheckOf: demo.id });
}
