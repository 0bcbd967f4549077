import { MikroORM } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import { buildOrmConfig } from '../src/database/mikro-orm.config';
import { runInstantAtOrBefore } from '@parley/domain/payouts/schedule';
import { testablePayoutRun } from './payout-run-services';

export interface PayoutRunMeasure {
  firm: string;
  payments: number;
  amountCents: number;
  timeS: number;
  status: string;
}

export const PAYOUT_BENCH_PAYMENTS = 10_000;

/**
 * The payout run for one firm whose consumers paid 10,000 times in a day: the payments are written yesterday (one
 * statement), then the run of today's 02:00 pays that firm with the real services on the demo provider (one
 * payout: the payments assembled into it, the check asked for and recorded). A firm of the large set with a
 * mailed-check address is used (its own payments are all paid already by the seed's replayed runs).
 */
export async function measurePayoutRun(pool: Pool, dbUrl: string): Promise<PayoutRunMeasure> {
  const { rows: firms } = await pool.query<{ id: number; name: string }>(
    `select f.id, f.name from law_firms f join firm_payout_details d on d.law_firm_id = f.id
      where f.name <> 'Demo Law Group' and d.mailing_street is not null order by f.id limit 1`,
  );
  if (!firms[0]) throw new Error('no firm of the large set has a mailed-check address');
  const firm = firms[0];
  const runFor = runInstantAtOrBefore(new Date());
  const yesterdayNoon = Math.floor(runFor.getTime() / 1000) - 14 * 3600;
  await pool.query(
    `with docs as (select array_agg(id order by id) as a from customer_documents where law_firm_id = $1)
     insert into stripe_payment_intents (id, customer_document_id, law_firm_id, amount, status, created, metadata)
     select 'pi_bench_payout_' || g, docs.a[1 + g % array_length(docs.a, 1)], $1, 5000 + (g % 40000), 'succeeded',
            $3::bigint + (g % 36000), jsonb_build_object('commission', round((5000 + (g % 40000)) * 0.1)::int)
       from generate_series(1, $2::int) g, docs`,
    [firm.id, PAYOUT_BENCH_PAYMENTS, yesterdayNoon],
  );
  await pool.query('analyze stripe_payment_intents');
  const orm = await MikroORM.init({ ...buildOrmConfig(dbUrl), allowGlobalContext: true, debug: false });
  try {
    const { runs } = testablePayoutRun(orm);
    const em = orm.em.fork();
    const t0 = Date.now();
    const report = await runs.payFirm(em, firm.id, runFor, null, new Date());
    const ms = Date.now() - t0;
    return { firm: firm.name, payments: report.payments, amountCents: report.amount_cents, timeS: Math.round(ms / 100) / 10, status: report.status ?? 'none' };
  } finally {
    await orm.close(true);
  }
}
