import { Client as PgClient } from 'pg';
import type { Knex } from '@mikro-orm/postgresql';
import { addDays } from '@parley/domain/negotiation';
import {
  FOLD_AT,
  foldPiledUpFirmMetrics,
  keptFirmMetrics,
  scannedFirmMetrics,
} from '../../src/modules/accounts/firm-metrics';
import type { FirmScopeParams } from '../../src/core/database/firm-scope';
import { createAccount, offerEvent, terms } from '../account-factory';
import { collector, consumer, createFirm, onCallAdmin, PASSWORD } from '../factories';
import { behindTheApi, type BehindTheApi } from '../behind-the-api';
import { collectorClient, consumerClient, type Client, type TestApi } from '../harness';
import { demoSignature, signedAgreement } from '../payment-fixtures';
import { readRunEnv } from '../run-env';
import { PaymentInstallment } from '../../src/modules/payments/entities';
import type { LawFirm } from '../../src/modules/identity/entities';

/**
 * The collector metrics PostgreSQL keeps as the data changes (modules/accounts/firm-metrics.ts and the migration
 * that adds firm_metric_deltas, metric_offers and firm_offer_day_deltas). Whoever writes (the product's own code
 * paths, plain SQL, two transactions at once), the kept figures must equal the full aggregate of the accounts and
 * offers (`scannedFirmMetrics`, the definition as it was computed before).
 */
describe('kept collector metrics', () => {
  let setup: BehindTheApi;
  let api: TestApi;
  let firm: LawFirm;
  let other: LawFirm;
  let client: Client;
  let staff: Client;
  let oncall: Client;
  let db: PgClient;
  let knex: Knex;
  beforeAll(async () => {
    setup = await behindTheApi();
    ({ api, firm, client, db } = setup);
    other = await createFirm(api.em());
    staff = await collectorClient(api, (await collector(api.em(), firm)).email, PASSWORD);
    oncall = await collectorClient(api, (await onCallAdmin(api.em())).email, PASSWORD);
    knex = api.em().getKnex();
  });
  afterAll(() => setup?.close());

  const scope = (f: LawFirm): FirmScopeParams => ({ lawFirmId: f.id });
  const ALL: FirmScopeParams = { allFirms: true };
  const viaApi = async (c: Client) =>
    (await c.get('/collectors/api/calculate_collector_metrics').expect(200)).body.metrics;

  /** The api's answer and the kept figures equal the scan, for the firm, the other firm and every firm. */
  async function expectKept(now = new Date()) {
    const truth = await scannedFirmMetrics(knex, scope(firm), now);
    expect(await keptFirmMetrics(knex, scope(firm), now)).toEqual(truth);
    expect(await keptFirmMetrics(knex, scope(other), now)).toEqual(await scannedFirmMetrics(knex, scope(other), now));
    expect(await keptFirmMetrics(knex, ALL, now)).toEqual(await scannedFirmMetrics(knex, ALL, now));
    expect(await viaApi(client)).toEqual(await scannedFirmMetrics(knex, scope(firm), new Date()));
    expect(await viaApi(oncall)).toEqual(await scannedFirmMetrics(knex, ALL, new Date()));
    return truth;
  }

  const nextSequence = async (docId: number) =>
    Number(
      (
        await db.query(
          'select coalesce(max(sequence), 0) + 1 as n from negotiation_events where customer_document_id = $1',
          [docId],
        )
      ).rows[0].n,
    );
  const insertEvent = (
    c: PgClient,
    docId: number,
    firmId: number,
    sequence: number,
    party: string,
    action: string,
    at = 'now()',
  ) =>
    c.query(
      `insert into negotiation_events (customer_document_id, law_firm_id, sequence, party, action, params, created_at)
       values ($1, $2, $3, $4, $5, '{}', ${at}) returning id`,
      [docId, firmId, sequence, party, action],
    );

  it('follows accounts, offers, answers, payments and archiving written through the product', async () => {
    const em = api.em();
    const before = await expectKept();
    // Accounts at every step the metrics look at (the seed's writer, with the real projection).
    const open = await createAccount(em, firm, { events: [offerEvent(terms(100000, 2, '2099-01-01'), 3)] });
    const toAccept = await createAccount(em, firm, { events: [offerEvent(terms(80000, 2, '2099-01-01'), 5)] });
    await createAccount(em, firm, { events: [offerEvent(terms(50000, 1, '2099-01-01'), 40)] });
    await createAccount(em, other, { events: [offerEvent(terms(70000, 1, '2099-01-01'), 2)] });
    const after = await expectKept();
    expect(after.offers_count).toBe(before.offers_count + 2);
    expect(after.waiting_on_collector_amount).toBe(before.waiting_on_collector_amount + 230000);

    // The firm answers: a counteroffer and an acceptance (the negotiation writer).
    const counter = await staff.post('/collectors/api/create_counteroffer', {
      customer_document_id: open.id,
      offers: [
        { total_amount: '900.00', payments: 3, first_payment_date: addDays(new Date().toISOString().slice(0, 10), 10) },
      ],
    });
    expect(counter.status).toBe(200);
    expect((await staff.post('/collectors/api/accept_offer', { customer_document_id: toAccept.id })).status).toBe(200);
    const answered = await expectKept();
    expect(answered.response_rate).not.toBe(after.response_rate);

    // A consumer's opening offer through the consumer api.
    const jo = await consumer(em);
    const blank = await createAccount(em, firm, { user: jo, events: [] });
    const me = await consumerClient(api, jo.email, PASSWORD);
    const offered = await me.post(`/api/customer_documents/${blank.id}/offer`, {
      total_amount: '1000.00',
      first_payment_date: addDays(new Date().toISOString().slice(0, 10), 5),
      payments: 4,
      version: 0,
    });
    expect(offered.status).toBe(200);
    expect((await expectKept()).offers_count).toBe(answered.offers_count + 1);

    // A payment: autopay set up by the consumer, the provider's event received by the webhook.
    const payer = await consumer(em);
    const paying = await createAccount(em, firm, {
      user: payer,
      events: signedAgreement(terms(20000, 2, addDays(new Date().toISOString().slice(0, 10), 15))),
    });
    const pays = await consumerClient(api, payer.email, PASSWORD);
    const card = {
      card: { number: '4242 4242 4242 4242', exp: '12/34', cvc: '123', name: 'Jordan Rivera', zip: '77002' },
    };
    expect((await pays.post(`/api/customer_documents/${paying.id}/autopay`, card)).status).toBe(201);
    const installment = await api.em().findOneOrFail(PaymentInstallment, { customerDocument: paying.id, index: 0 });
    const body = JSON.stringify({
      id: `evt_metrics_${paying.id}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: `pi_metrics_${paying.id}`,
          object: 'payment_intent',
          amount: 10000,
          status: 'succeeded',
          created: Math.floor(Date.now() / 1000),
          metadata: { installment_id: String(installment.id), commission: '1000' },
        },
      },
    });
    const hook = await pays.agent
      .post('/stripe/webhooks')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', demoSignature(api, body))
      .send(body);
    expect(hook.status).toBe(200);
    const paid = await expectKept();
    expect(paid.collected_amount).toBe(answered.collected_amount + 9000);

    // Archiving and unarchiving through the api.
    expect((await staff.post('/collectors/api/archive_document', { customer_document_id: open.id })).status).toBe(200);
    const archived = await expectKept();
    expect(archived.waiting_on_consumer_amount).toBeLessThan(paid.waiting_on_consumer_amount);
    expect((await staff.post('/collectors/api/unarchive_document', { customer_document_id: open.id })).status).toBe(
      200,
    );
    expect(await expectKept()).toEqual(paid);
  });

  it("follows writes behind the api's back: read model, events, a firm change and a deletion", async () => {
    const em = api.em();
    const doc = await createAccount(em, firm, { events: [offerEvent(terms(60000, 2, '2099-01-01'), 1)] });
    await expectKept();
    await db.query(
      'update customer_documents set rm_collected_cents = rm_collected_cents + 777, rm_agreed_total_cents = 50000, rm_paid_cents = 1000 where id = $1',
      [doc.id],
    );
    await db.query(`update customer_documents set rm_status = 'Disputed' where id = $1`, [doc.id]);
    await expectKept();

    // An answer, then its deletion: the offer is unanswered again.
    const { rows } = await insertEvent(db, doc.id, firm.id, await nextSequence(doc.id), 'system', 'counteroffer');
    const withAnswer = await expectKept();
    await db.query('delete from negotiation_events where id = $1', [rows[0].id]);
    const withoutAnswer = await expectKept();
    expect(withoutAnswer.response_rate).toBeLessThan(withAnswer.response_rate!);

    // A second offer on the same account, an answer to both, and the offer's firm rewritten.
    const second = await insertEvent(db, doc.id, firm.id, await nextSequence(doc.id), 'consumer', 'offer');
    await insertEvent(db, doc.id, firm.id, await nextSequence(doc.id), 'collector', 'counteroffer');
    await expectKept();
    await db.query('update negotiation_events set law_firm_id = $1 where id = $2', [other.id, second.rows[0].id]);
    await expectKept();

    // The account moves to the other firm (its money with it; its events keep the firm they were made for).
    await db.query('update customer_documents set law_firm_id = $1 where id = $2', [other.id, doc.id]);
    await expectKept();
    // No longer a settlement document, then one again.
    await db.query(`update customer_documents set document_name = 'other' where id = $1`, [doc.id]);
    await expectKept();
    await db.query(`update customer_documents set document_name = 'solosettle' where id = $1`, [doc.id]);
    await expectKept();

    // Deleted with everything that refers to it.
    for (const table of [
      'historical_offers',
      'negotiation_event_disclosures',
      'negotiation_events',
      'stripe_payment_intents',
      'payment_plans',
    ])
      await db.query(`delete from ${table} where customer_document_id = $1`, [doc.id]);
    await db.query('delete from customer_documents where id = $1', [doc.id]);
    await expectKept();

    // A statement over many accounts at once (one delta row per firm, not one per account).
    const rowsBefore = Number(
      (await db.query('select count(*) from firm_metric_deltas where law_firm_id = $1', [firm.id])).rows[0].count,
    );
    await db.query(
      `update customer_documents set rm_offer_total_cents = rm_offer_total_cents + 1 where law_firm_id = $1 and rm_offer_total_cents is not null`,
      [firm.id],
    );
    expect(
      Number(
        (await db.query('select count(*) from firm_metric_deltas where law_firm_id = $1', [firm.id])).rows[0].count,
      ),
    ).toBeLessThanOrEqual(rowsBefore + 1);
    await expectKept();
  });

  it('stays right with two transactions writing at once', async () => {
    const em = api.em();
    const a = await createAccount(em, firm, { events: [offerEvent(terms(40000, 2, '2099-01-01'), 1)] });
    const b = await createAccount(em, firm, { events: [offerEvent(terms(30000, 2, '2099-01-01'), 1)] });
    const t1 = new PgClient({ connectionString: readRunEnv().DATABASE_URL });
    const t2 = new PgClient({ connectionString: readRunEnv().DATABASE_URL });
    await Promise.all([t1.connect(), t2.connect()]);
    try {
      // Money on two accounts of one firm and the same account twice: neither waits for a summary row, both count.
      await t1.query('begin');
      await t2.query('begin');
      await t1.query('update customer_documents set rm_collected_cents = rm_collected_cents + 100 where id = $1', [
        a.id,
      ]);
      await t2.query('update customer_documents set rm_collected_cents = rm_collected_cents + 200 where id = $1', [
        b.id,
      ]);
      const same = t2.query(
        'update customer_documents set rm_collected_cents = rm_collected_cents + 400 where id = $1',
        [a.id],
      );
      await t1.query('commit');
      await same;
      await t2.query('commit');
      await expectKept();

      // An offer and its answer on one account in two transactions: the answer's transaction waits for the offer's
      // commit and counts it answered. The account rows' trigger also locks the account's kept row, which would
      // serialise these two by itself: dropped meanwhile, so the metrics' own lock is what is tested.
      const seq = await nextSequence(a.id);
      await db.query('drop trigger negotiation_events_account_rows_ins on negotiation_events');
      try {
        await t1.query('begin');
        await t2.query('begin');
        await insertEvent(t1, a.id, firm.id, seq, 'consumer', 'offer');
        let answerDone = false;
        const answer = insertEvent(t2, a.id, firm.id, seq + 1, 'collector', 'counteroffer').then(
          () => (answerDone = true),
        );
        await new Promise((r) => setTimeout(r, 200));
        expect(answerDone).toBe(false);
        await t1.query('commit');
        await answer;
        await t2.query('commit');
      } finally {
        await Promise.all([t1.query('rollback').catch(() => undefined), t2.query('rollback').catch(() => undefined)]);
        await db.query(
          `create trigger "negotiation_events_account_rows_ins" after insert on "negotiation_events" referencing new table as new_rows
           for each statement execute function "parley_account_rows_by_document"()`,
        );
      }
      expect(
        Number(
          (
            await db.query('select count(*) from metric_offers where customer_document_id = $1 and not answered', [
              a.id,
            ])
          ).rows[0].count,
        ),
      ).toBe(0);
      await expectKept();

      // A rolled-back write leaves nothing.
      await t1.query('begin');
      await t1.query('update customer_documents set rm_collected_cents = rm_collected_cents + 9999 where id = $1', [
        b.id,
      ]);
      await insertEvent(t1, b.id, firm.id, await nextSequence(b.id), 'consumer', 'offer');
      await t1.query('rollback');
      await expectKept();
    } finally {
      await Promise.all([t1.end(), t2.end()]);
    }
  });

  it('counts the 30-day window to the millisecond at its partial first day', async () => {
    const doc = await createAccount(api.em(), firm, { events: [] });
    // Offers at 06:00, 12:00 and 18:00 UTC on a day 30 days before the chosen instants, the middle one answered (a
    // day no other test of this file made offers on).
    const day = addDays(new Date().toISOString().slice(0, 10), -50);
    const at = (h: string) => `${day}T${h}:00:00.000Z`;
    let seq = await nextSequence(doc.id);
    for (const h of ['06', '12', '18']) {
      await insertEvent(db, doc.id, firm.id, seq++, 'consumer', 'offer', `'${at(h)}'`);
      if (h === '12') await insertEvent(db, doc.id, firm.id, seq++, 'collector', 'counteroffer', `'${at('13')}'`);
    }
    const thirtyDaysAfter = (iso: string, ms = 0) => new Date(Date.parse(iso) + 30 * 86_400_000 + ms);
    for (const now of [
      thirtyDaysAfter(at('00')),
      thirtyDaysAfter(at('06')),
      thirtyDaysAfter(at('06'), 1),
      thirtyDaysAfter(at('12'), -1),
      thirtyDaysAfter(at('12')),
      thirtyDaysAfter(at('18'), 1),
      thirtyDaysAfter(`${day}T23:59:59.999Z`),
      thirtyDaysAfter(`${addDays(day, -1)}T23:00:00.000Z`),
    ]) {
      const kept = await keptFirmMetrics(knex, scope(firm), now);
      expect([now.toISOString(), kept]).toEqual([now.toISOString(), await scannedFirmMetrics(knex, scope(firm), now)]);
      expect(await keptFirmMetrics(knex, ALL, now)).toEqual(await scannedFirmMetrics(knex, ALL, now));
    }
    // The window's edge counts each offer at most once: all three when it starts at 00:00, one after 12:00.
    const early = await keptFirmMetrics(knex, scope(firm), thirtyDaysAfter(at('00')));
    const late = await keptFirmMetrics(knex, scope(firm), thirtyDaysAfter(at('12'), 1));
    expect(early.offers_count - late.offers_count).toBe(2);
  });

  it('folds piled-up rows into one per firm without changing a figure, and the rebuild agrees', async () => {
    const doc = await createAccount(api.em(), firm);
    for (let i = 0; i < FOLD_AT + 5; i++)
      await db.query('update customer_documents set rm_collected_cents = rm_collected_cents + 1 where id = $1', [
        doc.id,
      ]);
    const rows = async () =>
      Number(
        (await db.query('select count(*) from firm_metric_deltas where law_firm_id = $1', [firm.id])).rows[0].count,
      );
    expect(await rows()).toBeGreaterThan(FOLD_AT);
    const truth = await scannedFirmMetrics(knex, scope(firm), new Date());
    expect(await keptFirmMetrics(knex, scope(firm), new Date())).toEqual(truth);
    expect(await rows()).toBe(1);
    expect(await keptFirmMetrics(knex, scope(firm), new Date())).toEqual(truth);
    // A firm nobody reads: the worker's fold.
    const theirs = await createAccount(api.em(), other);
    for (let i = 0; i < FOLD_AT + 5; i++)
      await db.query('update customer_documents set rm_collected_cents = rm_collected_cents + 1 where id = $1', [
        theirs.id,
      ]);
    const theirTruth = await scannedFirmMetrics(knex, scope(other), new Date());
    expect(await foldPiledUpFirmMetrics(knex)).toContain(other.id);
    expect(
      Number(
        (await db.query('select count(*) from firm_metric_deltas where law_firm_id = $1', [other.id])).rows[0].count,
      ),
    ).toBe(1);
    expect(await keptFirmMetrics(knex, scope(other), new Date())).toEqual(theirTruth);
    await db.query('select parley_firm_metrics_rebuild($1::int[])', [[firm.id, other.id]]);
    await expectKept();
    await db.query('select parley_firm_metrics_rebuild(null)');
    await expectKept();
  });
});
