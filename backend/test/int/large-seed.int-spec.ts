import { randomUUID } from 'node:crypto';
import { config } from '../../src/core/config/config';
import { UNSCOPED } from '../../src/core/database/firm-scope';
import { FieldCipher } from '../../src/core/security/encryption';
import { checkProjection } from '../../src/database/seeders/large/large-check';
import { firmSeed } from '../../src/database/seeders/large/large-accounts';
import { LargeDataExists, seedLarge } from '../../src/database/seeders/large/large-seed';
import { ChatMessage, Conversation } from '../../src/modules/chat/entities';
import { CustomerDocument, DocumentName, NegotiationEvent } from '../../src/modules/accounts/entities';
import { collector, createFirm } from '../factories';
import { startApi, TestApi } from '../harness';
import { MikroORM } from '@mikro-orm/postgresql';
import { LARGE_PAYOUT_DAYS, payLargeFirms } from '../../src/database/seeders/large/load-large';
import { runInstantAtOrBefore } from '@parley/domain/payouts/schedule';
import { Payout } from '../../src/modules/payouts/entities';
import { keptFirmMetrics, scannedFirmMetrics } from '../../src/modules/accounts/firm-metrics';

/**
 * The large seed writes rows and the read model with bulk SQL: here a small set goes into the test
 * database and every account is projected again by the real AccountProjection, which must agree column by column.
 */
describe('large data set seed', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(async () => api?.close());

  it('writes accounts whose stored read model is what AccountProjection derives, with events, payments and chats', async () => {
    const em = api.em();
    const tag = `t${randomUUID().slice(0, 6).replace(/[^a-z]/g, 'q')}`;
    const main = await createFirm(em, `Large main ${tag}`);
    await collector(em, main);
    const plan = [
      { name: main.name, tag: `${tag}m`, accounts: 120, seed: firmSeed(0) },
      { name: `Large other ${tag}`, tag: `${tag}o`, accounts: 30, seed: firmSeed(1) },
    ];
    const result = await seedLarge(process.env.DATABASE_URL!, { accounts: 120, plan, cipher: new FieldCipher(config().dataEncryptionKey), passwordHash: 'x' });

    expect(result.firms.map((f) => f.accounts)).toEqual([120, 30]);
    const fresh = api.em();
    const docs = await fresh.find(CustomerDocument, { lawFirm: result.firms.map((f) => f.id), documentName: DocumentName.Solosettle }, UNSCOPED);
    expect(docs).toHaveLength(150);
    expect(await fresh.count(NegotiationEvent, { customerDocument: docs.map((d) => d.id) }, UNSCOPED)).toBeGreaterThan(300);
    const conversations = await fresh.find(Conversation, { customerDocument: docs.map((d) => d.id) }, UNSCOPED);
    expect(conversations.length).toBeGreaterThan(20);
    expect(await fresh.count(ChatMessage, { conversation: conversations.map((c) => c.id) }, UNSCOPED)).toBeGreaterThan(conversations.length);

    // Every account, not a sample: the real projection over what was written.
    expect(await checkProjection(fresh, docs.map((d) => d.id))).toEqual([]);
    // The secondary indexes were rebuilt at the end of the load.
    const indexes: Array<{ indexname: string }> = await fresh.getConnection().execute(
      `select indexname from pg_indexes where tablename = 'customer_documents' and indexname in ('customer_documents_rm_search_trgm', 'customer_documents_list_default_idx')`,
    );
    expect(indexes).toHaveLength(2);
    // The kept collector metrics were recounted for the loaded firms (the load's triggers were off, or fired per chunk).
    for (const f of result.firms) {
      const now = new Date();
      const kept = await keptFirmMetrics(fresh.getKnex(), { lawFirmId: f.id }, now);
      expect(kept).toEqual(await scannedFirmMetrics(fresh.getKnex(), { lawFirmId: f.id }, now));
      expect(kept.collected_amount).toBeGreaterThan(0);
    }
  });

  it('pays the large set out by the real payout job: the firm with an address by mailed check, the other on hold', async () => {
    const em = api.em();
    const tag = `p${randomUUID().slice(0, 6).replace(/[^a-z]/g, 'q')}`;
    const main = await createFirm(em, `Large payouts ${tag}`);
    await collector(em, main);
    const plan = [
      { name: main.name, tag: `${tag}m`, accounts: 60, seed: firmSeed(3) },
      { name: `Large held ${tag}`, tag: `${tag}o`, accounts: 20, seed: firmSeed(4) },
    ];
    const result = await seedLarge(process.env.DATABASE_URL!, { accounts: 60, plan, cipher: new FieldCipher(config().dataEncryptionKey), passwordHash: 'x' });
    const replayed = await payLargeFirms(api.app.get<MikroORM>(MikroORM), result);
    expect(replayed.runs).toBe(LARGE_PAYOUT_DAYS);
    const [paid, held] = result.firms.map((f) => f.id);
    const payouts = async (firm: number) => api.em().find(Payout, { lawFirm: firm }, { ...UNSCOPED, orderBy: { id: 'asc' } });
    const mine = await payouts(paid);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((p) => p.method === 'check' && /^\d+$/.test(p.checkNumber ?? ''))).toBe(true);
    expect((await payouts(held)).map((p) => p.status)).toEqual(['on_hold']);
    // Every payment made before today's 02:00 is in exactly one of them.
    const [{ unpaid }] = await api.em().execute<Array<{ unpaid: string }>>(
      `select count(*) as unpaid from stripe_payment_intents s where s.law_firm_id = any(?::int[]) and s.status = 'succeeded' and s.created < ?
         and not exists (select 1 from payout_items i where i.stripe_payment_intent_id = s.id and i.released_at is null)`,
      [`{${paid},${held}}`, Math.floor(runInstantAtOrBefore(new Date()).getTime() / 1000)],
    );
    expect(Number(unpaid)).toBe(0);
    // The runs' stale marks on the kept list rows are vacuumed away before the set is handed over.
    const [{ vacuumed }] = await api.em().execute<Array<{ vacuumed: Date | null }>>(
      `select last_vacuum as vacuumed from pg_stat_user_tables where relname = 'account_rows'`,
    );
    expect(vacuumed).not.toBeNull();
  });

  it('refuses to load the set twice', async () => {
    const em = api.em();
    const firm = await createFirm(em, 'Hartwell & Pryce LLP');
    await collector(em, firm);
    const plan = [{ name: firm.name, tag: `r${randomUUID().slice(0, 4).replace(/[^a-z]/g, 'q')}`, accounts: 3, seed: firmSeed(2) }];
    const opts = { accounts: 3, plan, cipher: new FieldCipher(config().dataEncryptionKey), passwordHash: 'x' };
    await seedLarge(process.env.DATABASE_URL!, opts);
    await expect(seedLarge(process.env.DATABASE_URL!, opts)).rejects.toBeInstanceOf(LargeDataExists);
  });
});
