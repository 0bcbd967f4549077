import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { CREDIT_SCORE_MAX, CREDIT_SCORE_MIN } from '@parley/domain/profile/credit-score';
import { buildOrmConfig } from '../../database/mikro-orm.config';
import { BureauRefusal, CreditBureau, type BureauSubject } from './credit-bureau.port';
import { DEMO_NO_FILE_LAST_FOUR, DemoCreditBureau } from './demo.driver';

/**
 * One contract for every bureau driver (GUIDE "Ports and drivers"). Only the demo driver exists: no bureau publishes
 * an SDK on npm (credit-bureau.port.ts says where a contracted bureau's API plugs in). A real driver adds itself to
 * DRIVERS with its sandbox's test identities and is skipped without its keys.
 */
interface DriverUnderTest {
  bureau: CreditBureau;
  /** A sandbox identity with a file, and one the bureau has no file for. */
  withFile: BureauSubject;
  noFile: BureauSubject;
  close(): Promise<void>;
}

const subject = (ssnLastFour: string): BureauSubject => ({
  firstName: `Contract${randomUUID().slice(0, 6)}`,
  lastName: 'Tester',
  birthdate: '1979-07-04',
  ssnLastFour,
  ssn: null,
  address: { line1: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
});

async function demoDriver(): Promise<DriverUnderTest> {
  const orm = await MikroORM.init({ ...buildOrmConfig(process.env.DATABASE_URL), allowGlobalContext: false });
  return { bureau: new DemoCreditBureau(orm), withFile: subject('5123'), noFile: subject(DEMO_NO_FILE_LAST_FOUR), close: () => orm.close() };
}

const DRIVERS: Array<[string, () => Promise<DriverUnderTest>, boolean]> = [['demo', demoDriver, true]];

describe.each(DRIVERS)('credit bureau contract: %s driver', (_name, make, enabled) => {
  const maybe = enabled ? it : it.skip;
  let d: DriverUnderTest;
  beforeAll(async () => {
    if (enabled) d = await make();
  });
  afterAll(() => d?.close());

  maybe('pulls a report in our types: score in range, reasons, seven factors, tradelines in cents', async () => {
    const r = await d.bureau.pull(d.withFile);
    expect(r.reference).toBeTruthy();
    expect(Number.isNaN(Date.parse(r.pulled_at))).toBe(false);
    expect(r.score).toBeGreaterThanOrEqual(CREDIT_SCORE_MIN);
    expect(r.score).toBeLessThanOrEqual(CREDIT_SCORE_MAX);
    expect(r.score_reasons.length).toBeGreaterThan(0);
    expect(Object.keys(r.factors).sort()).toEqual(['available_credit', 'credit_age', 'credit_utilization', 'derogatory_marks', 'hard_inquiries', 'payment_history', 'total_accounts']);
    for (const a of r.accounts) expect(Number.isInteger(a.balance_cents) && Number.isInteger(a.limit_cents)).toBe(true);
  });

  maybe('the same person gets the same file on a second pull (a new reference)', async () => {
    const [a, b] = [await d.bureau.pull(d.withFile), await d.bureau.pull(d.withFile)];
    expect(b.reference).not.toBe(a.reference);
    expect({ ...b, reference: '', pulled_at: '' }).toEqual({ ...a, reference: '', pulled_at: '' });
    if (d.bureau instanceof DemoCreditBureau) expect(await d.bureau.pullsOf(d.withFile)).toBeGreaterThanOrEqual(3);
  });

  maybe('refuses a person with no file with a sentence', async () => {
    await expect(d.bureau.pull(d.noFile)).rejects.toBeInstanceOf(BureauRefusal);
  });
});
