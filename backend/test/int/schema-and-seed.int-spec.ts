import { MikroORM } from '@mikro-orm/postgresql';
import { UNSCOPED } from '../../src/core/database/firm-scope';
import { HEARTBEAT_KEY } from '../../src/core/queue/worker-heartbeat';
import { RedisKeys, REDIS } from '../../src/core/redis/redis.module';
import { sha256 } from '../../src/core/security/encryption';
import { seed } from '../../src/launcher/database';
import { DEMO_PASSWORD, DEMO_USERS } from '../../src/database/seeders/demo-data';
import { LawFirm, User } from '../../src/modules/identity/entities';
import { isUspsTrackingNumber } from '../../src/integrations/payouts/demo/tracking';
import { Payout } from '../../src/modules/payouts/entities';
import { Client, collectorClient, consumerClient, startApi, TestApi } from '../harness';
import type Redis from 'ioredis';

describe('schema, seed and health', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startApi()));
  afterAll(() => api.close());

  it('the committed migrations produce exactly the schema the entities describe', async () => {
    const diff = await api.app.get(MikroORM).schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
  });

  it('loads the demo data idempotently, and the demo users sign in', async () => {
    const url = process.env.DATABASE_URL!;
    await seed(url);
    const count = async () => [await api.em().count(User, {}, UNSCOPED), await api.em().count(LawFirm, {}, UNSCOPED)];
    const first = await count();
    await seed(url);
    expect(await count()).toEqual(first);
    for (const d of DEMO_USERS) {
      const user = await api.em().findOneOrFail(User, { email: d.email }, { ...UNSCOPED, populate: ['lawFirm'] });
      expect(user.kind).toBe(d.kind);
      expect(user.lawFirm?.getEntity().name ?? undefined).toBe(d.firm);
      if (d.loginToken) expect(user.authTokenDigest).toBe(sha256(d.loginToken));
    }
    const admin = await collectorClient(api, 'admin@demolaw.test', DEMO_PASSWORD);
    expect((await admin.get('/collectors/api/check_auth')).body.current_user.law_firm.name).toBe('Demo Law Group');
    const token = new Client(api);
    expect((await token.post('/collectors/api/login', { auth_token: 'parley-oncall-login-token' })).status).toBe(200);
    expect((await token.get('/collectors/api/basic_stats')).body).toEqual({ is_on_call_admin: true });
    const person = await consumerClient(api, 'consumer@demo.test', DEMO_PASSWORD);
    expect((await person.get('/api/v1/check_auth')).body.current_user.first_name).toBe('Jordan');
    // Two seeds run the product's own jobs (payments, payouts): on a busy machine that takes more than the suite's
    // 30 s, and a test that timed out would leave its seed running into the next test's.
  }, 180_000);

  it("gives Demo Law Group a mailed-check configuration and a payout history made by the payout job", async () => {
    const url = process.env.DATABASE_URL!;
    await seed(url);
    const firm = async (name: string) => (await api.em().findOneOrFail(LawFirm, { name }, UNSCOPED)).id;
    const demo = await firm('Demo Law Group');
    const other = await firm('Other Firm LLP');
    const payouts = async (lawFirm: number) => api.em().find(Payout, { lawFirm }, { ...UNSCOPED, orderBy: { id: 'asc' } });
    const history = await payouts(demo);
    expect(history.length).toBeGreaterThan(3);
    expect(history.every((p) => p.method === 'check')).toBe(true);
    // Checks the demo provider numbered and tracked, deposited on its clock; one came back and was paid again.
    const statuses = history.map((p) => p.status);
    expect(statuses).toContain('paid');
    expect(statuses).toContain('returned');
    expect(statuses.every((st) => ['paid', 'returned', 'sent'].includes(st))).toBe(true);
    for (const p of history) {
      expect(p.checkNumber).toMatch(/^\d{5}$/);
      expect(isUspsTrackingNumber(p.trackingNumber!)).toBe(true);
      // Each belongs to a daily 02:00 UTC run. (When it was sent may be later: a run the suite's worker makes for a
      // clock another test file moved, in this shared database, is sent when it runs.)
      expect(p.runFor!.getUTCHours()).toBe(2);
    }
    const [{ dup }] = await api.em().execute<Array<{ dup: string }>>(
      `select count(*) as dup from (select stripe_payment_intent_id from payout_items where released_at is null group by 1 having count(*) > 1) x`,
    );
    expect(Number(dup)).toBe(0);
    // Other Firm LLP has no payout configuration: its payments wait on hold.
    expect((await payouts(other)).map((p) => [p.status, p.method ?? null])).toEqual([['on_hold', null]]);
    // The account rows show the checks that paid them.
    const admin = await collectorClient(api, 'admin@demolaw.test', DEMO_PASSWORD);
    const rows = (await admin.get('/collectors/api/apply_filters?num_pages=10').expect(200)).body.customer_info as Array<{ checkbook_payments: Array<{ check_number: string }> }>;
    const shown = new Set(rows.flatMap((r) => r.checkbook_payments.map((c) => c.check_number)));
    expect(history.filter((p) => shown.has(p.checkNumber!)).length).toBeGreaterThan(0);
    // Seeding again makes nothing new.
    await seed(url);
    expect((await payouts(demo)).length).toBe(history.length);
  }, 180_000);

  it('health is 503 without a worker heartbeat and 200 with one', async () => {
    const redis = api.app.get<Redis>(REDIS);
    const key = api.app.get(RedisKeys).key(HEARTBEAT_KEY);
    await redis.del(key);
    const down = await new Client(api).get('/api/health');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ status: 'unavailable', database: 'ok', redis: 'ok', worker: 'down' });
    await redis.set(key, 'test', 'EX', 5);
    const up = await new Client(api).get('/api/health');
    expect(up.status).toBe(200);
    expect(up.body).toEqual({ status: 'ok', database: 'ok', redis: 'ok', worker: 'ok' });
  });
});
