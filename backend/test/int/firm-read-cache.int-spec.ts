import { Client as PgClient } from 'pg';
import { FIRM_DATA_CHANNEL } from '../../src/core/database/firm-changes';
import { createAccount } from '../account-factory';
import { createFirm, onCallAdmin, PASSWORD } from '../factories';
import { behindTheApi, listenOn, type BehindTheApi } from '../behind-the-api';
import { collectorClient, type Client, type TestApi } from '../harness';
import type { LawFirm } from '../../src/modules/identity/entities';

/**
 * The per-firm read cache (modules/accounts/firm-read-cache.ts): the count, the metrics, the filter values and whether
 * the firm has payment details are kept in the api until PostgreSQL says the firm's data changed. These tests write
 * behind the api's back, on a connection of their own, and expect the very next read to see it.
 */
describe('per-firm read cache', () => {
  let api: TestApi;
  let firm: LawFirm;
  let client: Client;
  let db: PgClient;
  let setup: BehindTheApi;
  beforeAll(async () => {
    setup = await behindTheApi();
    ({ api, firm, client, db } = setup);
  });
  afterAll(() => setup?.close());

  const metrics = async () =>
    (await client.get('/collectors/api/calculate_collector_metrics').expect(200)).body.metrics;
  const count = async (q = '') =>
    (await client.get(`/collectors/api/apply_filters?num_pages=1${q}`).expect(200)).body.total_count;

  it('the database names the changed firms at commit, and nothing for a rolled-back change', async () => {
    const doc = await createAccount(api.em(), firm);
    const heard = await listenOn(FIRM_DATA_CHANNEL);
    await db.query('begin');
    await db.query('update customer_documents set file_number = $1 where id = $2', ['RB-1', doc.id]);
    await db.query('rollback');
    await heard.settle();
    expect(heard.payloads).toEqual([]);
    await db.query('update customer_documents set file_number = $1 where id = $2', ['C-1', doc.id]);
    await heard.settle();
    expect(heard.payloads).toEqual([String(firm.id)]);
    await heard.end();
  });

  it('counts and metrics see a change committed by anyone before the read', async () => {
    const em = api.em();
    const n = await count();
    const a = await createAccount(em, firm);
    await createAccount(em, firm);
    expect(await count()).toBe(n + 2);
    expect(await count()).toBe(n + 2);
    const before = await metrics();
    expect(await metrics()).toEqual(before);

    await db.query('update customer_documents set rm_collected_cents = rm_collected_cents + 12345 where id = $1', [
      a.id,
    ]);
    expect((await metrics()).collected_amount).toBe(before.collected_amount + 12345);

    await db.query(`update customer_documents set archived_by_law_firm_on = current_date where id = $1`, [a.id]);
    expect(await count()).toBe(n + 1);
    await createAccount(em, firm);
    expect(await count()).toBe(n + 2);
    await createAccount(em, firm, { lastName: 'Cachedname' });
    expect(await count('&filters[search]=cachedname')).toBe(1);
  });

  it('answers from the cache while nothing is heard (a write with triggers off is not seen until a change is)', async () => {
    const em = api.em();
    const a = await createAccount(em, firm);
    const before = await count();
    // session_replication_role=replica skips triggers: a write PostgreSQL does not announce, so the kept answer stays.
    // (The count, not the metrics: those are kept by triggers too, so a write without them never reaches them.)
    await db.query(`set session_replication_role = replica`);
    await db.query(`update customer_documents set archived_by_law_firm_on = current_date where id = $1`, [a.id]);
    await db.query(`set session_replication_role = origin`);
    expect(await count()).toBe(before);
    await db.query('update customer_documents set file_number = file_number where id = $1', [a.id]);
    expect(await count()).toBe(before - 1);
  });

  it("hears a law firm's new name (the on-call admins' Law Firm filter reads it)", async () => {
    const em = api.em();
    const renamed = await createFirm(em);
    await createAccount(em, renamed);
    const oncall = await onCallAdmin(em);
    const admin = await collectorClient(api, oncall.email, PASSWORD);
    const byName = async (name: string) =>
      (
        await admin
          .get(`/collectors/api/apply_filters?num_pages=1&filters[law_firm][]=${encodeURIComponent(name)}`)
          .expect(200)
      ).body.total_count;
    expect(await byName(renamed.name)).toBe(1);
    expect(await byName(renamed.name)).toBe(1);
    await db.query('update law_firms set name = $1 where id = $2', [`${renamed.name} Renamed`, renamed.id]);
    expect(await byName(renamed.name)).toBe(0);
    expect(await byName(`${renamed.name} Renamed`)).toBe(1);
  });

  it("the list's has_payment_details follows the firm's payout tables, whoever writes them", async () => {
    const hasDetails = async () =>
      (await client.get('/collectors/api/apply_filters?num_pages=1').expect(200)).body.has_payment_details;
    await db.query('delete from firm_bank_accounts where law_firm_id = $1', [firm.id]);
    await db.query('delete from firm_payout_details where law_firm_id = $1', [firm.id]);
    expect(await hasDetails()).toBe(false);
    expect(await hasDetails()).toBe(false);
    await db.query(
      `insert into firm_payout_details (law_firm_id, payee, mailing_street, mailing_city, mailing_state, mailing_zip)
       values ($1, 'Kept Law', '1 Main St', 'Austin', 'TX', '78701')`,
      [firm.id],
    );
    expect(await hasDetails()).toBe(true);
    await db.query(`update firm_payout_details set mailing_zip = null where law_firm_id = $1`, [firm.id]);
    expect(await hasDetails()).toBe(false);
    await db.query(`update firm_payout_details set mailing_zip = '78701' where law_firm_id = $1`, [firm.id]);
    expect(await hasDetails()).toBe(true);
    await db.query('delete from firm_payout_details where law_firm_id = $1', [firm.id]);
    expect(await hasDetails()).toBe(false);
  });

  it("another firm's change leaves this firm's answers alone but they stay right", async () => {
    const other = await createFirm(api.em());
    const n = await count();
    await createAccount(api.em(), other);
    expect(await count()).toBe(n);
  });
});
