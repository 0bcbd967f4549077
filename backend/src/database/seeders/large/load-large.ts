import { MikroORM } from '@mikro-orm/postgresql';
import { FieldCipher } from '../../../core/security/encryption';
import { hashPassword } from '../../../core/security/passwords';
import { log } from '../../../launcher/infra';
import { buildOrmConfig } from '../../mikro-orm.config';
import { DEMO_PASSWORD } from '../demo-data';
import { checkProjection } from './large-check';
import { replayPayoutHistory } from '../../../modules/payouts/payout-history';
import { runInstantsBetween } from '@parley/domain/payouts/schedule';
import { seedLarge, type LargeSeedResult } from './large-seed';

/**
 * `npm run seed -- --accounts N`: writes the large set, then projects sampled accounts with the real projection and
 * fails when any stored read-model column differs (the seed's own consistency check).
 */
export async function loadLargeDataSet(url: string, accounts: number, encryptionKey: Buffer): Promise<LargeSeedResult> {
  const result = await seedLarge(url, {
    accounts,
    cipher: new FieldCipher(encryptionKey),
    passwordHash: await hashPassword(DEMO_PASSWORD),
    log,
  });
  const total = Object.values(result.rows).reduce((s, n) => s + n, 0);
  log(
    `large data set: ${result.firms.map((f) => `${f.name} ${f.accounts}`).join(', ')}; ${total} rows in ${result.seconds.toFixed(1)} s ` +
      `(${Object.entries(result.rows).map(([t, n]) => `${t} ${n}`).join(', ')})`,
  );
  const orm = await MikroORM.init({ ...buildOrmConfig(url), allowGlobalContext: true, debug: false });
  try {
    const mismatches = await checkProjection(orm.em.fork(), result.sampleDocumentIds);
    if (mismatches.length) {
      throw new Error(
        `The large seed's read model differs from AccountProjection on ${mismatches.length} column(s): ${JSON.stringify(mismatches.slice(0, 5))}`,
      );
    }
    log(`read model checked against AccountProjection on ${result.sampleDocumentIds.length} sampled accounts: identical`);
    await payLargeFirms(orm, result);
  } finally {
    await orm.close(true);
  }
  return result;
}

/** How many past days of daily payout runs the large set gets. */
export const LARGE_PAYOUT_DAYS = 14;

/**
 * The large set's payouts, by the real job: every other of its firms gets a mailed-check address (the others keep
 * none: their payouts wait on hold), then the daily runs of the last two weeks are replayed on the demo provider.
 */
export async function payLargeFirms(orm: MikroORM, result: Pick<LargeSeedResult, 'firms'>): Promise<{ runs: number; payouts: number }> {
  const em = orm.em.fork();
  const started = Date.now();
  for (const [i, f] of result.firms.entries()) {
    if (i % 2 === 1) continue;
    await em.execute(
      `insert into firm_payout_details (law_firm_id, payee, mailing_street, mailing_city, mailing_state, mailing_zip)
       values (?, ?, ?, 'Austin', 'TX', '78701') on conflict (law_firm_id) do nothing`,
      [f.id, f.name, `${100 + i * 10} Congress Avenue`],
    );
  }
  const now = new Date();
  const runs = runInstantsBetween(new Date(now.getTime() - LARGE_PAYOUT_DAYS * 24 * 3600 * 1000), now);
  const replayed = await replayPayoutHistory(em, { runs, firms: result.firms.map((f) => f.id) });
  // Each run marks the kept list rows of the accounts it paid stale, as any change does: at 100,000 accounts that left
  // about 266,000 dead versions beside 33,000 rows of account_rows, which autovacuum then cleared during the first
  // reads (and the bench's measurements). The set is handed over vacuumed and analysed, as the bulk load is.
  await em.getConnection().execute('vacuum analyze account_rows, payouts, payout_items');
  log(`large data set: ${runs.length} daily payout runs replayed, ${replayed.payouts} payouts (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return replayed;
}
