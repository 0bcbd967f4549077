import { KEY_INVALID, KEY_REUSED } from '../../src/core/http/idempotency.interceptor';
import { addDays, type OfferTerms } from '@parley/domain/negotiation';
import { NegotiationEvent, StripePaymentIntent } from '../../src/modules/accounts/entities';
import { PaymentInstallment, ProcessedPaymentEvent } from '../../src/modules/payments/entities';
import type { DemoEvent } from '../../src/database/seeders/demo-accounts';
import { createAccount, offerEvent, terms } from '../account-factory';
import { consumer, createFirm, firmAdmin, PASSWORD } from '../factories';
import { Client, collectorClient, consumerClient, startApi, TestApi } from '../harness';
import { demoSignature } from '../payment-fixtures';

const PARALLEL = 20;
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Money and state safety (docs/RELIABILITY.md): 20 identical requests at the same moment produce one
 * effect, with and without an Idempotency-Key, for a negotiation command and for a provider event.
 */
describe('concurrent duplicates', () => {
  let api: TestApi;
  let admin: Client;
  let adminId: number;
  let firm: Awaited<ReturnType<typeof createFirm>>;
  beforeAll(async () => {
    api = await startApi();
    firm = await createFirm(api.em());
    const adminUser = await firmAdmin(api.em(), firm);
    adminId = adminUser.id;
    admin = await collectorClient(api, adminUser.email, PASSWORD);
  });
  afterAll(() => api?.close());

  const actionsOf = async (id: number) =>
    (await api.em().find(NegotiationEvent, { customerDocument: id }, { filters: false, orderBy: { sequence: 'asc' } })).map((e) => e.action);
  const offered = () => createAccount(api.em(), firm, { events: [offerEvent(terms(100000, 4, '2099-01-01'))] });

  it(`accepts once when the same accept arrives ${PARALLEL} times at once (no key: the version check decides)`, async () => {
    const doc = await offered();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => admin.post('/collectors/api/accept_offer', { customer_document_id: doc.id })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(PARALLEL - 1);
    expect(await actionsOf(doc.id)).toEqual(['offer', 'accept']);
  });

  it(`runs a write once for ${PARALLEL} requests with one Idempotency-Key, and replays its answer afterwards`, async () => {
    const doc = await offered();
    const body = { customer_document_id: doc.id };
    const send = () => admin.agent
      .post('/collectors/api/accept_offer')
      .set('X-CSRF-Token', csrf)
      .set('Accept', 'application/json')
      .set('Idempotency-Key', `accept-${doc.id}`)
      .send(body);
    const csrf = await admin.csrf();
    const answers = await Promise.all(Array.from({ length: PARALLEL }, send));
    const statuses = answers.map((a) => a.status);
    // The first runs; the others either wait for nothing (409: still running) or get its kept answer (200, replayed).
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(await actionsOf(doc.id)).toEqual(['offer', 'accept']);

    const first = answers.find((a) => a.status === 200 && a.headers['idempotent-replayed'] === undefined);
    expect(first).toBeDefined();
    const again = await send();
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first!.body);
    expect(await actionsOf(doc.id)).toEqual(['offer', 'accept']);

    // The same key for another request is refused; a malformed key too.
    const other = await admin.agent
      .post('/collectors/api/accept_offer')
      .set('X-CSRF-Token', csrf)
      .set('Idempotency-Key', `accept-${doc.id}`)
      .send({ customer_document_id: doc.id + 1 });
    expect(other.status).toBe(422);
    expect(other.body.error).toBe(KEY_REUSED);
    const bad = await admin.agent
      .post('/collectors/api/accept_offer')
      .set('X-CSRF-Token', csrf)
      .set('Idempotency-Key', 'x'.repeat(300))
      .send(body);
    expect(bad.status).toBe(422);
    expect(bad.body.error).toBe(KEY_INVALID);
  });

  it('keeps a refusal too: the same key replays the same 409, and a new key may try again', async () => {
    const doc = await offered();
    const csrf = await admin.csrf();
    const post = (key: string) =>
      admin.agent.post('/collectors/api/accept_offer').set('X-CSRF-Token', csrf).set('Idempotency-Key', key).send({ customer_document_id: doc.id });
    expect((await post(`a-${doc.id}`)).status).toBe(200);
    const refused = await post(`b-${doc.id}`);
    expect(refused.status).toBe(409);
    const replayed = await post(`b-${doc.id}`);
    expect(replayed.status).toBe(409);
    expect(replayed.body).toEqual(refused.body);
    expect(await actionsOf(doc.id)).toEqual(['offer', 'accept']);
  });

  it('does not keep invalid input (the corrected request may use the same key) and takes over a claim its process abandoned', async () => {
    const doc = await offered();
    const csrf = await admin.csrf();
    const post = (key: string, body: object) =>
      admin.agent.post('/collectors/api/accept_offer').set('X-CSRF-Token', csrf).set('Idempotency-Key', key).send(body);
    const invalid = await post(`fix-${doc.id}`, { customer_document_id: 'not a number' });
    expect(invalid.status).toBe(422);
    const corrected = await post(`fix-${doc.id}`, { customer_document_id: doc.id });
    expect(corrected.status).toBe(200);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
    expect(await actionsOf(doc.id)).toEqual(['offer', 'accept']);

    // A claim never answered (its api process died mid-request ten minutes ago) does not block the key for a day.
    const other = await offered();
    await api.em().getConnection().execute(
      `insert into idempotency_keys (user_id, key, fingerprint, created_at) values (?, ?, 'gone', now() - interval '10 minutes')`,
      [adminId, `orphan-${other.id}`],
    );
    const retried = await post(`orphan-${other.id}`, { customer_document_id: other.id });
    expect(retried.status).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await actionsOf(other.id)).toEqual(['offer', 'accept']);
    // ...and its answer is kept encrypted, then replayed.
    const [row] = await api.em().getConnection().execute<Array<{ status_code: number; body: unknown }>>(
      'select status_code, response_body as body from idempotency_keys where user_id = ? and key = ?',
      [adminId, `orphan-${other.id}`],
    );
    expect(row.status_code).toBe(200);
    expect(String(row.body)).toMatch(/^v1\./);
    const replayed = await post(`orphan-${other.id}`, { customer_document_id: other.id });
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.body).toEqual(retried.body);
  });

  it(`processes one payment event once when the provider delivers it ${PARALLEL} times at once`, async () => {
    const person = await consumer(api.em());
    const me = await consumerClient(api, person.email, PASSWORD);
    const agreed: OfferTerms = terms(20000, 2, addDays(today(), 15));
    const signed: DemoEvent[] = [
      offerEvent(agreed, 10),
      { party: 'collector', action: 'accept', daysAgo: 9, params: { accepted_offer_index: 0, payment_details_on_file: true } },
      { party: 'collector', action: 'sent_settlement_agreement', daysAgo: 8 },
      { party: 'consumer', action: 'signed_settlement_agreement', daysAgo: 7 },
    ];
    const doc = await createAccount(api.em(), firm, { user: person, events: signed });
    const setup = await me.post(`/api/customer_documents/${doc.id}/autopay`, {
      card: { number: '4242 4242 4242 4242', exp: '12/34', cvc: '123', name: 'Pat Doe', zip: '77002' },
    });
    expect(setup.status).toBe(201);
    const installment = await api.em().findOneOrFail(PaymentInstallment, { customerDocument: doc.id, index: 0 });
    const body = JSON.stringify({
      id: `evt_parallel_${doc.id}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: `pi_parallel_${doc.id}`,
          object: 'payment_intent',
          amount: 10000,
          status: 'succeeded',
          created: Math.floor(Date.now() / 1000),
          metadata: { installment_id: String(installment.id), commission: '1000' },
        },
      },
    });
    const signature = demoSignature(api, body);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        me.agent.post('/stripe/webhooks').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(body),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(PARALLEL).fill(200));
    expect(answers.filter((a) => a.body.duplicate)).toHaveLength(PARALLEL - 1);
    expect(await api.em().count(ProcessedPaymentEvent, { providerEventId: `evt_parallel_${doc.id}` })).toBe(1);
    expect(await api.em().count(StripePaymentIntent, { customerDocument: doc.id })).toBe(1);
    expect((await actionsOf(doc.id)).filter((a) => a === 'payment_made')).toHaveLength(1);
  }, 60_000);
});
