import { io, type Socket } from 'socket.io-client';
import { addDays, FIXED_DISCLOSURE } from '@parley/domain/negotiation';
import { JobName } from '../../src/core/queue/jobs';
import { OutboxMessage } from '../../src/core/queue/outbox-message.entity';
import { OutboxService } from '../../src/core/queue/outbox.service';
import { CustomerDocument, NegotiationEvent, NegotiationEventDisclosure } from '../../src/modules/accounts/entities';
import { AccountProjection } from '../../src/modules/accounts/account-projection.service';
import { projectAccount } from '../../src/modules/accounts/account-projection';
import type { LawFirm, User } from '../../src/modules/identity/entities';
import type { DemoEvent } from '../../src/database/seeders/demo-accounts';
import { createAccount, offerEvent, terms, type AccountOptions } from '../account-factory';
import { consumer, createFirm, firmAdmin, PASSWORD } from '../factories';
import { Client, collectorClient, consumerClient, startApi, startWorkerProcess, TestApi, waitUntil } from '../harness';

const BASE = '/collectors/api/settlement_rules';
const today = () => new Date().toISOString().slice(0, 10);
const valid = () => addDays(today(), 3);

const midlandTexas = {
  name: 'Midland TX',
  states: ['TX'],
  plaintiffs: ['Midland Credit Management, Inc.'],
  auto_accept: { lump_sum_min_percentage: 40, plan_min_percentage: 60, max_payments: 12, max_first_payment_delay_days: 30 },
  auto_counter: { percentage: 70, max_payments: 12 },
  disclosures: ['This offer is good for 30 days.'],
};

/**
 * Automatic answers through the real worker process: a consumer's offer (through the consumer's own calls) queues
 * the answer-offer job in its transaction; the worker answers as the firm by the matching rule, or not at all.
 */
describe('automatic answers by settlement rules', () => {
  let api: TestApi;
  let worker: Awaited<ReturnType<typeof startWorkerProcess>>;
  let firm: LawFirm;
  let admin: Client;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    api = await startApi();
    worker = await startWorkerProcess();
    firm = await createFirm(api.em());
    admin = await collectorClient(api, (await firmAdmin(api.em(), firm)).email, PASSWORD);
    const created = await admin.post(BASE, midlandTexas);
    expect(created.status).toBe(201);
  }, 60_000);
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await worker?.stop();
    await api?.close();
  });

  /** A consumer of their own with a settlement before any offer (the end of the walkthrough), signed in. */
  async function settlement(o: AccountOptions = {}, inFirm: LawFirm = firm): Promise<{ doc: CustomerDocument; me: User; jo: Client }> {
    const me = await consumer(api.em());
    const doc = await createAccount(api.em(), inFirm, { user: me, amountCents: 500_000, events: [], ...o });
    return { doc, me, jo: await consumerClient(api, me.email, PASSWORD) };
  }
  const view = async (jo: Client, id: number) => (await jo.get(`/api/customer_documents/${id}/negotiation`).expect(200)).body;
  const offer = async (jo: Client, id: number, body: object, path: 'offer' | 'counteroffer' = 'offer') => {
    const v = await view(jo, id);
    const res = await jo.post(`/api/customer_documents/${id}/${path}`, { ...body, version: v.version });
    expect([res.status, res.body]).toEqual([200, { success: true }]);
  };
  const eventsOf = (id: number) =>
    api.em().find(NegotiationEvent, { customerDocument: id }, { filters: false, orderBy: { sequence: 'asc' } });
  const answerJobsDone = async (id: number, n = 1) => {
    await waitUntil(async () => {
      const rows = await api.em().find(OutboxMessage, { jobName: JobName.AnswerOffer as never, completedAt: { $ne: null } });
      return rows.filter((r) => r.payload.customerDocumentId === id).length >= n;
    }, 20_000);
  };
  const firmNotifications = async (id: number) =>
    (await api.em().find(OutboxMessage, { jobName: JobName.RouteFirmNotification as never }, { orderBy: { id: 'asc' } }))
      .filter((m) => m.payload.customerDocumentId === id)
      .map((m) => ({ type: m.payload.eventType, detail: (m.payload.summary as { detail?: string }).detail }));
  /** Queues the job as the negotiation writer does, for a history written by the factory (not through the writer). */
  const queueAnswer = async (doc: CustomerDocument) => {
    const em = api.em();
    const fresh = await em.findOneOrFail(CustomerDocument, doc.id, { filters: false });
    const last = (await eventsOf(doc.id)).filter((e) => e.party === 'consumer').at(-1)!;
    api.app.get(OutboxService).enqueue(em, JobName.AnswerOffer, { customerDocumentId: doc.id, offerEventId: last.id, version: fresh.version });
    await em.flush();
  };
  const connect = (c: Client): Promise<Socket> => {
    const socket = io(api.url, { transports: ['websocket'], extraHeaders: { Cookie: c.cookieHeader() }, reconnection: false, forceNew: true });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  };
  /** The read model each writer's transaction left equals the one computed from every fact read afresh. */
  const readModelIsCurrent = async (id: number) => {
    const em = api.em();
    const doc = await em.findOneOrFail(CustomerDocument, id, { filters: false });
    const expected = projectAccount(await api.app.get(AccountProjection).factsOf(em, doc));
    const stored = Object.fromEntries(Object.keys(expected).map((k) => [k, doc[k as keyof typeof expected]]));
    expect(stored).toEqual(expected);
  };
  const rowOf = async (id: number) =>
    (await admin.get(`/collectors/api/apply_filters?filters[customer_document_id]=${id}`).expect(200)).body.customer_info[0];

  it('accepts an offer that meets the rule, as the firm, within seconds, and the consumer hears it at once', async () => {
    const { doc, me, jo } = await settlement();
    const socket = await connect(jo);
    const heard: Array<{ party: string; action: string; customer_document_id: number }> = [];
    socket.on('settlement:updated', (m) => heard.push(m));
    await offer(jo, doc.id, { total_amount: '3000.00', first_payment_date: valid(), payments: 6 });
    // Heard on the open socket, without a reload (the wait's bound is a test timeout, not a measurement: the bench times it).
    await waitUntil(() => heard.some((m) => m.party === 'system'), 15_000);
    expect(heard.map((m) => `${m.party} ${m.action}`)).toEqual(['consumer offer', 'system accept']);
    expect(heard.every((m) => m.customer_document_id === doc.id)).toBe(true);

    const events = await eventsOf(doc.id);
    expect(events.map((e) => `${e.party} ${e.action}`)).toEqual(['consumer offer', 'system accept']);
    const rule = (await admin.get(BASE)).body.rules[0];
    expect(events[1].params).toMatchObject({ rule_id: rule.id, rule_name: 'Midland TX', accepted_offer_index: 0 });
    expect(events[1].actor).toBeNull();
    const disclosures = await api.em().find(NegotiationEventDisclosure, { event: events[1].id }, { filters: false, orderBy: { id: 'asc' } });
    expect(disclosures.map((d) => d.text)).toEqual([FIXED_DISCLOSURE.accept, 'This offer is good for 30 days.']);

    const v = await view(jo, doc.id);
    expect(v.step).toBe('waiting_for_agreement');
    expect(v.history.at(-1).text).toBe('The collector accepted your offer.');
    expect(v.history.at(-1).disclosures).toEqual([FIXED_DISCLOSURE.accept, 'This offer is good for 30 days.']);

    // The collector sees who answered, and can still act where the state allows.
    const row = await rowOf(doc.id);
    expect(row.current_action.type).toBe('request_payment_details');
    expect(row.event_id_to_english_text[events[1].id]).toBe("Accepted automatically by rule 'Midland TX'");
    expect(row.last_action).toBe('Lawyer Accept');
    const details = await admin.post('/collectors/api/update_payment_details', {
      customer_document_id: doc.id,
      file_number: 'DLG-7',
      payee: 'Demo Law Group',
      recipient: 'Accounts Receivable',
      mailing_address: '100 Congress Ave, Austin, TX 78701',
    });
    expect(details.status).toBe(200);

    // The firm's notification policies hear about it as an event of its own.
    expect(await firmNotifications(doc.id)).toEqual([
      { type: 'make_offer', detail: undefined },
      { type: 'auto_answer', detail: "Accepted automatically by rule 'Midland TX'." },
    ]);
    expect(me.id).toBe(doc.user.id);
  });

  it("counteroffers at the rule's share in more payments when the budget needs them, and answers a counter back", async () => {
    // Stated: $3,200 income, $2,800 expenses: $400 a month to spare.
    const { doc, jo } = await settlement({ financialDetails: { net_employment_income: 320_000, rent: 200_000, food: 80_000 } });
    await offer(jo, doc.id, { total_amount: '1000.00', first_payment_date: addDays(today(), 10), payments: 4 });
    await answerJobsDone(doc.id);
    let events = await eventsOf(doc.id);
    expect(events.map((e) => `${e.party} ${e.action}`)).toEqual(['consumer offer', 'system counteroffer']);
    const counter = (await view(jo, doc.id)).counteroffers;
    // 70 % of $5,000 = $3,500; 4 payments would ask $875 a month: 9 payments of $388.88 (the last $388.96) fit $400.
    expect(counter.offers[0].terms).toEqual({ total_amount_cents: 350_000, payments: 9, first_payment_date: addDays(today(), 10), phases: [] });
    expect(Math.max(...counter.offers[0].schedule.payments.map((p: { amount_cents: number }) => p.amount_cents))).toBeLessThanOrEqual(40_000);
    expect(counter.disclosures).toEqual([FIXED_DISCLOSURE.counteroffer, 'This offer is good for 30 days.']);
    expect(counter.open).toBe(true);
    expect((await rowOf(doc.id)).event_id_to_english_text[events[1].id]).toBe(
      `Countered automatically by rule 'Midland TX': $3,500.00 in 9 payments from ${addDays(today(), 10)}`,
    );

    // The consumer counters back above the counter's total but in too many payments: answered again.
    await offer(jo, doc.id, { total_amount: '3600.00', first_payment_date: addDays(today(), 10), payments: 18 }, 'counteroffer');
    await answerJobsDone(doc.id, 2);
    events = await eventsOf(doc.id);
    expect(events.map((e) => `${e.party} ${e.action}`)).toEqual(['consumer offer', 'system counteroffer', 'consumer counteroffer', 'system counteroffer']);
    const second = (await view(jo, doc.id)).counteroffers.offers[0].terms;
    // Never below the consumer's own total; at most 12 payments; $300 a month fits the budget.
    expect(second).toMatchObject({ total_amount_cents: 360_000, payments: 12 });
    await readModelIsCurrent(doc.id);
    const accepted = await jo.post(`/api/customer_documents/${doc.id}/accept`, { offer_index: 0, version: (await view(jo, doc.id)).version });
    expect(accepted.status).toBe(200);
    await readModelIsCurrent(doc.id);
  });

  it('answers an offer once when its job is delivered again', async () => {
    const { doc, jo } = await settlement();
    await offer(jo, doc.id, { total_amount: '3000.00', first_payment_date: valid(), payments: 6 });
    await answerJobsDone(doc.id);
    const em = api.em();
    const answered = (await em.findOneOrFail(CustomerDocument, doc.id, { filters: false })).version;
    const offered = (await eventsOf(doc.id))[0];
    // The job as the offer queued it (the version the offer left, one before the answer's), delivered a second time.
    api.app.get(OutboxService).enqueue(em, JobName.AnswerOffer, { customerDocumentId: doc.id, offerEventId: offered.id, version: answered - 1 });
    await em.flush();
    await answerJobsDone(doc.id, 2);
    expect((await eventsOf(doc.id)).map((e) => `${e.party} ${e.action}`)).toEqual(['consumer offer', 'system accept']);
    expect((await api.em().findOneOrFail(CustomerDocument, doc.id, { filters: false })).version).toBe(answered);
    await readModelIsCurrent(doc.id);
  });

  it('moves an early first payment date instead of accepting it', async () => {
    // A history written straight to the database (the consumer's own call refuses an early date today; an offer
    // made late at night can be early by the time it is answered).
    const { doc } = await settlement({ events: [offerEvent(terms(300_000, 6, today()), 0)] });
    await queueAnswer(doc);
    await answerJobsDone(doc.id);
    const events = await eventsOf(doc.id);
    expect(events.map((e) => `${e.party} ${e.action}`)).toEqual(['consumer offer', 'system counteroffer']);
    expect(events[1].params).toMatchObject({ reason: 'first_payment_date_moved' });
    const row = await rowOf(doc.id);
    expect(row.current_action.type).toBe('waiting_for_customer');
    expect(row.current_action.params.offers).toEqual([{ total_amount_cents: 300_000, payments: 6, first_payment_date: valid(), phases: [] }]);
  });

  describe('refusals: nothing is written', () => {
    const noAnswer = async (id: number, jobs = 1) => {
      await answerJobsDone(id, jobs);
      const events = await eventsOf(id);
      expect(events.filter((e) => e.party === 'system')).toEqual([]);
      return events;
    };

    it('never answers a disputed account', async () => {
      const disputed: DemoEvent[] = [offerEvent(terms(300_000, 6, addDays(today(), 10)), 1), { party: 'consumer', action: 'dispute', daysAgo: 0 }];
      const { doc } = await settlement({ events: disputed });
      await queueAnswer(doc);
      expect((await noAnswer(doc.id)).map((e) => e.action)).toEqual(['offer', 'dispute']);
    });

    it('never answers when the consumer is represented by an attorney', async () => {
      const { doc, jo } = await settlement();
      const mark = await admin.post('/collectors/api/represented_by_attorney', { customer_document_id: doc.id, represented_by_attorney: true });
      expect(mark.status).toBe(200);
      await offer(jo, doc.id, { total_amount: '3000.00', first_payment_date: valid(), payments: 6 });
      await noAnswer(doc.id);
      expect((await view(jo, doc.id)).step).toBe('waiting_for_collector');
    });

    it('never answers after a collector acted on the same offer', async () => {
      const { doc } = await settlement({ events: [offerEvent(terms(100_000, 4, addDays(today(), 10)), 0)] });
      const em = api.em();
      const before = (await em.findOneOrFail(CustomerDocument, doc.id, { filters: false })).version;
      const offerId = (await eventsOf(doc.id))[0].id;
      const countered = await admin.post('/collectors/api/create_counteroffer', {
        customer_document_id: doc.id,
        offers: [{ total_amount: '4000', first_payment_date: valid(), payments: 4 }],
        disclosures: [],
      });
      expect(countered.status).toBe(200);
      // The job of the offer the collector already answered (as queued with that offer, at its version).
      api.app.get(OutboxService).enqueue(em, JobName.AnswerOffer, { customerDocumentId: doc.id, offerEventId: offerId, version: before });
      await em.flush();
      expect((await noAnswer(doc.id)).map((e) => `${e.party} ${e.action}`)).toEqual(['consumer offer', 'collector counteroffer']);
    });

    it('never answers with a paused rule, without a matching rule, or when no plan fits the budget', async () => {
      const { doc: california, jo: ca } = await settlement({ state: 'CA' });
      await offer(ca, california.id, { total_amount: '3000.00', first_payment_date: valid(), payments: 6 });
      await noAnswer(california.id);

      const other = await createFirm(api.em());
      const otherAdmin = await collectorClient(api, (await firmAdmin(api.em(), other)).email, PASSWORD);
      const paused = (await otherAdmin.post(BASE, { ...midlandTexas, active: false })).body.rule;
      const { doc, jo } = await settlement({}, other);
      await offer(jo, doc.id, { total_amount: '3000.00', first_payment_date: valid(), payments: 6 });
      await noAnswer(doc.id);
      // Resumed: the next offer is answered.
      await otherAdmin.patch(`${BASE}/${paused.id}`, { active: true });
      await offer(jo, doc.id, { total_amount: '3100.00', first_payment_date: valid(), payments: 6 });
      await answerJobsDone(doc.id, 2);
      expect((await eventsOf(doc.id)).map((e) => `${e.party} ${e.action}`)).toEqual(['consumer offer', 'consumer offer', 'system accept']);

      // $50 a month to spare cannot carry $3,500 in 12 payments: a collector decides.
      const { doc: tight, jo: tj } = await settlement({ financialDetails: { net_employment_income: 100_000, rent: 95_000 } });
      await offer(tj, tight.id, { total_amount: '1000.00', first_payment_date: valid(), payments: 4 });
      await noAnswer(tight.id);
    });
  });

  it('races a collector answering the same offers: exactly one answer each, the other side gets 409', async () => {
    const accounts = await Promise.all(Array.from({ length: 10 }, () => settlement()));
    const outcomes = await Promise.all(
      accounts.map(async ({ doc, jo }, i) => {
        await offer(jo, doc.id, { total_amount: '1000.00', first_payment_date: valid(), payments: 4 });
        // Spread the collector's answers over the worker's answer times, so both sides win some.
        await new Promise((r) => setTimeout(r, i * 40));
        const res = await admin.post('/collectors/api/accept_offer', { customer_document_id: doc.id });
        return { id: doc.id, status: res.status };
      }),
    );
    for (const { id, status } of outcomes) {
      await answerJobsDone(id);
      const after = (await eventsOf(id)).slice(1).map((e) => `${e.party} ${e.action}`);
      expect([id, after.length]).toEqual([id, 1]);
      if (status === 200) expect(after).toEqual(['collector accept']);
      else expect([status, after]).toEqual([409, ['system counteroffer']]);
    }
  }, 60_000);
});
