import { OutboxMessage } from '../../src/core/queue/outbox-message.entity';
import { addDays, DISPUTE_ALREADY_VERIFIED, DISPUTE_PAUSES, formatDay } from '@parley/domain/negotiation';
import { AccountProjection } from '../../src/modules/accounts';
import { CustomerDocument, HistoricalOffer, NegotiationEvent } from '../../src/modules/accounts/entities';
import type { LawFirm, User } from '../../src/modules/identity/entities';
import { createAccount, offerEvent, terms } from '../account-factory';
import { collector, consumer, createFirm, firmAdmin, PASSWORD } from '../factories';
import { Client, collectorClient, consumerClient, startApi, TestApi } from '../harness';

const today = () => new Date().toISOString().slice(0, 10);
const valid = () => addDays(today(), 3);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

describe('consumer negotiation API', () => {
  let api: TestApi;
  let firm: LawFirm;
  let admin: Client;
  let me: User;
  let jo: Client;
  let otherConsumer: Client;
  beforeAll(async () => {
    api = await startApi();
    firm = await createFirm(api.em());
    admin = await collectorClient(api, (await firmAdmin(api.em(), firm)).email, PASSWORD);
    otherConsumer = await consumerClient(api, (await consumer(api.em())).email, PASSWORD);
  });
  // A consumer has one profile, so each test gets its own consumer (and its one settlement document).
  beforeEach(async () => {
    me = await consumer(api.em());
    jo = await consumerClient(api, me.email, PASSWORD);
  });
  afterAll(() => api.close());

  const eventsOf = (id: number) =>
    api.em().find(NegotiationEvent, { customerDocument: id }, { filters: false, orderBy: { sequence: 'asc' } });
  const notificationsOf = async (id: number) =>
    (await api.em().find(OutboxMessage, { jobName: 'route-firm-notification' as never }, { orderBy: { id: 'asc' } }))
      .filter((m) => m.payload.customerDocumentId === id)
      .map((m) => m.payload.eventType);
  const view = async (c: Client, id: number) =>
    (await c.get(`/api/customer_documents/${id}/negotiation`).expect(200)).body;
  const statusOf = async (id: number) =>
    (await admin.get(`/collectors/api/apply_filters?filters[customer_document_id]=${id}`)).body.customer_info[0];
  const upload = async (path: string, id: number, files: Array<[string, Buffer]>, disclosures: string[] = []) => {
    const token = await admin.csrf();
    let req = admin.agent
      .post(`/collectors/api/${path}`)
      .set('X-CSRF-Token', token)
      .field('customer_document_id', String(id));
    for (const d of disclosures) req = req.field('disclosures[]', d);
    for (const [name, bytes] of files)
      req = req.attach('files[]', bytes, { filename: name, contentType: 'application/pdf' });
    return req;
  };
  const newDoc = (events = [offerEvent(terms(100000, 4, '2099-01-01'))], user: User = me) =>
    createAccount(api.em(), firm, { user, amountCents: 500000, events });
  /** A settlement document before any offer (the end of the walkthrough): the factory's history, removed. */
  const blankDoc = async () => {
    const doc = await newDoc();
    const em = api.em();
    await em.nativeDelete(HistoricalOffer, { customerDocument: doc.id }, { filters: false });
    await em.nativeDelete(NegotiationEvent, { customerDocument: doc.id }, { filters: false });
    const fresh = await em.findOneOrFail(CustomerDocument, doc.id, { filters: false });
    await api.app.get(AccountProjection).refresh(em, fresh);
    await em.flush();
    return fresh;
  };
  const counteredDoc = () =>
    newDoc([
      offerEvent(terms(100000, 4, '2099-01-01'), 3),
      {
        party: 'collector',
        action: 'counteroffer',
        daysAgo: 2,
        offers: [terms(150000, 3, '2099-02-01'), terms(160000, 2, '2099-02-01')],
        disclosures: ['This counteroffer is a communication from a debt collector'],
      },
    ]);

  it('walks offer -> two-tier counteroffer -> accept -> payment details -> agreement -> sign -> waiting_for_payment', async () => {
    const doc = await blankDoc();
    const start = await view(jo, doc.id);
    expect(start).toMatchObject({ step: 'make_offer', completed_stages: 0, counteroffers: null, version: 0 });
    expect(start.customer_document).toMatchObject({
      firm_name: firm.name,
      law_firm_id: firm.id,
      plaintiff_name: 'Midland Credit Management, Inc.',
      debt_amount_cents: 500000,
      consumer_name: 'Test consumer',
    });

    const bad = await jo.post(`/api/customer_documents/${doc.id}/offer`, {
      total_amount: '6000',
      first_payment_date: today(),
      payments: 2,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error).toBe(
      `Your offer is invalid: first payment date may not be before ${valid()}, total amount may not exceed the amount owed`,
    );
    const offered = await jo.post(`/api/customer_documents/${doc.id}/offer`, {
      total_amount: '1000.00',
      first_payment_date: valid(),
      payments: 4,
      version: 0,
    });
    expect([offered.status, offered.body]).toEqual([200, { success: true }]);
    expect((await view(jo, doc.id)).step).toBe('waiting_for_collector');
    expect(await notificationsOf(doc.id)).toEqual(['make_offer']);

    const tiers = {
      total_amount: '2000',
      first_payment_date: addDays(today(), 10),
      phases: [
        { index: 0, payment_amount_cents: 20000, iterations: 2 },
        { index: 1, payment_amount_cents: 50000, iterations: 2 },
      ],
    };
    await admin
      .post('/collectors/api/create_counteroffer', {
        customer_document_id: doc.id,
        offers: [{ total_amount: '1500', first_payment_date: valid(), payments: 3 }, tiers],
        disclosures: ['Offer good for 30 days.'],
      })
      .then((r) => expect(r.status).toBe(200));

    const answered = await view(jo, doc.id);
    expect(answered).toMatchObject({ step: 'choose_offer', completed_stages: 2 });
    expect(answered.counteroffers.open).toBe(true);
    expect(answered.counteroffers.disclosures).toEqual([
      'This counteroffer is a communication from a debt collector',
      'Offer good for 30 days.',
    ]);
    const [even, tiered] = answered.counteroffers.offers;
    expect(even.schedule.payments.map((p: { amount_cents: number }) => p.amount_cents)).toEqual([50000, 50000, 50000]);
    expect(tiered.schedule).toMatchObject({ has_extra_tier: true, last_payment_amount_cents: 60000 });
    expect(tiered.schedule.payments.map((p: { due_date: string; amount_cents: number }) => p.amount_cents)).toEqual([
      20000, 20000, 50000, 50000, 60000,
    ]);
    expect(tiered.schedule.payments[1].due_date).toBe(answered.counteroffers.offers[1].schedule.payments[1].due_date);
    expect(answered.history.map((h: { text: string }) => h.text)).toEqual([
      `You offered $1,000.00 in 4 monthly payments from ${formatDay(valid())}.`,
      'The collector countered with 2 offers to choose from.',
    ]);

    const accepted = await jo.post(`/api/customer_documents/${doc.id}/accept`, {
      offer_index: 1,
      version: answered.version,
    });
    expect(accepted.status).toBe(200);
    expect(await notificationsOf(doc.id)).toEqual(['make_offer', 'request_payment_details']);
    const afterAccept = await view(jo, doc.id);
    expect(afterAccept.step).toBe('waiting_for_agreement');
    expect(afterAccept.agreed_offer.terms.total_amount_cents).toBe(200000);
    expect(afterAccept.counteroffers.open).toBe(false);

    await admin
      .post('/collectors/api/update_payment_details', {
        customer_document_id: doc.id,
        file_number: 'DLG-1',
        payee: 'Demo Law Group',
        recipient: 'Accounts Receivable',
        mailing_address: '100 Congress Ave, Austin, TX 78701',
      })
      .then((r) => expect(r.status).toBe(200));
    expect((await upload('upload_settlement_agreement', doc.id, [['agreement.pdf', PDF]])).status).toBe(200);

    const toSign = await view(jo, doc.id);
    expect(toSign).toMatchObject({ step: 'sign_agreement', settlement_agreement_available: false, signature: null });
    expect(toSign.agreement_uploads).toHaveLength(1);
    const file = await jo.get(toSign.agreement_uploads[0].url).buffer(true).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(file.body).equals(PDF)).toBe(true);
    expect((await otherConsumer.get(toSign.agreement_uploads[0].url)).status).toBe(404);

    const sign = (body: object) => jo.post(`/api/customer_documents/${doc.id}/sign`, body);
    expect((await sign({ signature_name: 'Someone Else', agree: true })).body.error).toBe(
      'Please type your full name as it appears on your account (Test consumer) to sign.',
    );
    expect((await sign({ signature_name: 'Test consumer', agree: false })).body.error).toBe(
      'Please check "I agree" to sign the settlement agreement.',
    );
    const signed = await jo.agent
      .post(`/api/customer_documents/${doc.id}/sign`)
      .set('X-CSRF-Token', await jo.csrf())
      .set('User-Agent', 'IntegrationTest/1.0')
      .send({ signature_name: '  TEST   Consumer ', agree: true });
    expect(signed.status).toBe(200);
    const signEvent = (await eventsOf(doc.id)).at(-1)!;
    expect(signEvent.action).toBe('signed_settlement_agreement');
    expect(Object.keys(signEvent.params).sort()).toEqual([
      'accepted_offer',
      'ip',
      'signature_name',
      'signed_at',
      'user_agent',
    ]);
    expect(signEvent.params).toMatchObject({
      signature_name: 'TEST   Consumer',
      user_agent: 'IntegrationTest/1.0',
      accepted_offer: { total_amount_cents: 200000 },
    });
    expect(['127.0.0.1', '::1']).toContain(signEvent.params.ip);
    expect(Math.abs(Date.parse(String(signEvent.params.signed_at)) - Date.now())).toBeLessThan(60_000);

    const done = await view(jo, doc.id);
    expect(done).toMatchObject({
      step: 'set_up_autopay',
      settlement_agreement_available: true,
      settlement_agreement_url: `/api/customer_documents/${doc.id}/settlement_agreement.pdf`,
      signature: { signature_name: 'TEST   Consumer', ip: signEvent.params.ip },
      current_action: { type: 'waiting_for_payment' },
    });
    expect((await statusOf(doc.id)).status).toBe('Consumer Signed Settlement Agreement');
    expect((await sign({ signature_name: 'Test consumer', agree: true })).status).toBe(409);
  });

  it('counters back to accept_or_counteroffer (make_offer notification); a repeat is 409', async () => {
    const doc = await counteredDoc();
    const body = { total_amount: '1250.50', first_payment_date: valid(), payments: 5 };
    const res = await jo.post(`/api/customer_documents/${doc.id}/counteroffer`, body);
    expect(res.status).toBe(200);
    const after = await view(jo, doc.id);
    expect(after.current_action).toEqual({
      type: 'accept_or_counteroffer',
      params: { offer: terms(125050, 5, valid()) },
    });
    expect(after.my_offer.schedule.payments.map((p: { amount_cents: number }) => p.amount_cents)).toEqual([
      25010, 25010, 25010, 25010, 25010,
    ]);
    expect(await notificationsOf(doc.id)).toEqual(['make_offer']);
    const again = await jo.post(`/api/customer_documents/${doc.id}/counteroffer`, body);
    expect([again.status, again.body.error]).toEqual([
      409,
      'You can counter back only while you have offers from the collector to answer.',
    ]);
    expect((await statusOf(doc.id)).status).toBe('Consumer Counteroffer');
  });

  it('accepts once when the same accept arrives twice at once; a stale version is 409', async () => {
    const doc = await counteredDoc();
    // The page showed these offers; meanwhile the consumer countered (another tab) and the collector answered anew.
    const shown = (await view(jo, doc.id)).version;
    const counter = { total_amount: '1300', first_payment_date: valid(), payments: 2 };
    expect((await jo.post(`/api/customer_documents/${doc.id}/counteroffer`, counter)).status).toBe(200);
    const fresh = { total_amount: '1400', first_payment_date: valid(), payments: 2 };
    await admin
      .post('/collectors/api/create_counteroffer', { customer_document_id: doc.id, offers: [fresh] })
      .then((r) => expect(r.status).toBe(200));
    const stale = await jo.post(`/api/customer_documents/${doc.id}/accept`, { offer_index: 0, version: shown });
    expect([stale.status, stale.body.error]).toEqual([
      409,
      'This settlement changed since you opened it. Reload the page to see the latest.',
    ]);
    const { version } = await view(jo, doc.id);
    const [a, b] = await Promise.all([
      jo.post(`/api/customer_documents/${doc.id}/accept`, { offer_index: 0, version }),
      jo.post(`/api/customer_documents/${doc.id}/accept`, { offer_index: 0, version }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await eventsOf(doc.id)).map((e) => e.action)).toEqual([
      'offer',
      'counteroffer',
      'counteroffer',
      'counteroffer',
      'accept',
    ]);
    expect((await view(jo, doc.id)).agreed_offer.terms.total_amount_cents).toBe(140000);
    expect((await statusOf(doc.id)).status).toBe('Consumer Accept');
  });

  it('skips payment details when the firm has them on file', async () => {
    const withDetails = await createFirm(api.em());
    const doc = await createAccount(api.em(), withDetails, {
      user: me,
      events: [
        offerEvent(terms(100000, 4, '2099-01-01'), 3),
        { party: 'collector', action: 'counteroffer', daysAgo: 2, offers: [terms(150000, 3, '2099-02-01')] },
      ],
    });
    const detailsAdmin = await collectorClient(api, (await firmAdmin(api.em(), withDetails)).email, PASSWORD);
    const details = await detailsAdmin.post('/collectors/api/update_firm_payment_details', {
      law_firm: {
        payee: 'Firm LLP',
        mailing_name: 'Attn: Accounts',
        mailing_street: '1 Main St',
        mailing_city: 'Austin',
        mailing_state: 'TX',
        mailing_zip: '78701',
      },
    });
    expect(details.status).toBe(200);
    await jo
      .post(`/api/customer_documents/${doc.id}/accept`, { offer_index: 0 })
      .then((r) => expect(r.status).toBe(200));
    expect((await view(jo, doc.id)).current_action.type).toBe('request_settlement_agreement');
    expect(await notificationsOf(doc.id)).toEqual(['request_settlement_agreement']);
  });

  it('a dispute pauses the negotiation (Disputed) and the collector verification resumes it', async () => {
    const doc = await counteredDoc();
    const empty = await jo.post(`/api/customer_documents/${doc.id}/dispute`, { reason: '   ' });
    expect([empty.status, empty.body.error]).toEqual([422, 'Please tell us why you dispute this debt.']);
    expect((await upload('upload_debt_verification', doc.id, [['v.pdf', PDF]])).body.error).toBe(
      'This account has no open dispute to verify.',
    );

    const metrics = async () =>
      (await admin.get('/collectors/api/calculate_collector_metrics').expect(200)).body.metrics as Record<
        string,
        number
      >;
    const before = await metrics();
    const res = await jo.post(`/api/customer_documents/${doc.id}/dispute`, { reason: 'I never had this card.' });
    expect(res.status).toBe(200);
    // The disputed account now waits on the collector (its offer on record is the first open one, $1,500).
    const during = await metrics();
    expect(during.waiting_on_consumer_amount - before.waiting_on_consumer_amount).toBe(-150000);
    expect(during.waiting_on_collector_amount - before.waiting_on_collector_amount).toBe(150000);
    const paused = await view(jo, doc.id);
    expect(paused).toMatchObject({
      step: 'disputed',
      completed_stages: 2,
      dispute: { disputed: true, can_dispute: false, reason: 'I never had this card.' },
      counteroffers: { open: false },
    });
    const row = await statusOf(doc.id);
    expect(row.status).toBe('Disputed');
    expect(row.current_action).toMatchObject({ type: 'waiting_for_customer', params: { disputed: true } });
    const current = await admin.get(`/collectors/api/get_current_action?customer_document_id=${doc.id}`);
    expect(current.body.current_action.params.disputed).toBe(true);
    expect(
      (
        await admin.get(
          `/collectors/api/apply_filters?filters[status]=Disputed&filters[customer_document_id]=${doc.id}`,
        )
      ).body.total_count,
    ).toBe(1);

    for (const [who, call] of [
      ['consumer accept', () => jo.post(`/api/customer_documents/${doc.id}/accept`, { offer_index: 0 })],
      ['consumer dispute', () => jo.post(`/api/customer_documents/${doc.id}/dispute`, { reason: 'again' })],
      [
        'consumer counter',
        () =>
          jo.post(`/api/customer_documents/${doc.id}/counteroffer`, {
            total_amount: '900',
            first_payment_date: valid(),
            payments: 2,
          }),
      ],
    ] as const) {
      const r = await call();
      expect([who, r.status, r.body.error]).toEqual([who, 409, DISPUTE_PAUSES]);
    }

    const none = await upload('upload_debt_verification', doc.id, []);
    expect([none.status, none.body.error]).toEqual([422, 'Please attach at least one PDF of the debt verification.']);
    const fake = await upload('upload_debt_verification', doc.id, [['v.pdf', Buffer.from('not a pdf at all')]]);
    expect([fake.status, fake.body.error]).toEqual([422, 'Only PDF files can be uploaded: v.pdf is not a PDF.']);
    const theirAdmin = await collectorClient(
      api,
      (await collector(api.em(), await createFirm(api.em()))).email,
      PASSWORD,
    );
    const cross = await theirAdmin.agent
      .post('/collectors/api/upload_debt_verification')
      .set('X-CSRF-Token', await theirAdmin.csrf())
      .field('customer_document_id', String(doc.id))
      .attach('files[]', PDF, { filename: 'v.pdf', contentType: 'application/pdf' });
    expect(cross.status).toBe(404);

    const verified = await upload(
      'upload_debt_verification',
      doc.id,
      [['verification.pdf', PDF]],
      ['Call us with questions.'],
    );
    expect([verified.status, verified.body]).toEqual([
      200,
      { success: true, files: [{ filename: 'verification.pdf', size: PDF.length }] },
    ]);
    const resumed = await view(jo, doc.id);
    expect(resumed).toMatchObject({
      step: 'choose_offer',
      counteroffers: { open: true },
      dispute: { disputed: false, can_dispute: false },
    });
    expect(resumed.history.at(-1)).toMatchObject({
      text: 'The collector sent verification of the debt.',
      disclosures: ['This document is a communication from a debt collector.', 'Call us with questions.'],
    });
    const pdf = await jo.get(resumed.verification_uploads[0].url).buffer(true).expect(200);
    expect(Buffer.from(pdf.body).equals(PDF)).toBe(true);
    expect((await statusOf(doc.id)).status).toBe('Lawyer Sent Verification');
    const again = await jo.post(`/api/customer_documents/${doc.id}/dispute`, { reason: 'again' });
    expect([again.status, again.body.error]).toEqual([409, DISPUTE_ALREADY_VERIFIED]);
    expect((await jo.post(`/api/customer_documents/${doc.id}/accept`, { offer_index: 1 })).status).toBe(200);
  });

  it('refuses a dispute after the signature', async () => {
    const doc = await newDoc([
      offerEvent(terms(100000, 4, '2099-01-01'), 5),
      { party: 'collector', action: 'accept', daysAgo: 4, params: { payment_details_on_file: true } },
      { party: 'collector', action: 'sent_settlement_agreement', daysAgo: 3 },
      { party: 'consumer', action: 'signed_settlement_agreement', daysAgo: 2 },
    ]);
    const r = await jo.post(`/api/customer_documents/${doc.id}/dispute`, { reason: 'Changed my mind' });
    expect([r.status, r.body.error]).toEqual([
      409,
      'A debt can be disputed only before the settlement agreement is signed.',
    ]);
  });

  it('refuses garbage with 422 in plain words and writes nothing', async () => {
    const doc = await counteredDoc();
    const cases: Array<[string, unknown, string]> = [
      [
        'offer',
        { total_amount: '12abc', first_payment_date: valid(), payments: 1 },
        'Your offer is invalid: total amount is required',
      ],
      [
        'offer',
        { total_amount: '100', first_payment_date: 'soon', payments: 1 },
        'Your offer is invalid: first payment date is required',
      ],
      ['offer', [1, 2], 'An offer needs a total amount, a first payment date, and payments or tiers.'],
      ['accept', 'zzz', 'Choose which of the offers (1 to 5) you accept.'],
      ['dispute', [], 'Please tell us why you dispute this debt.'],
      [
        'counteroffer',
        { total_amount: '100', first_payment_date: valid(), phases: [{ payment_amount_cents: 100, iterations: 1 }] },
        'Your offer is invalid: tiers need at least 2 tiers',
      ],
      [
        'counteroffer',
        { total_amount: '10', first_payment_date: valid(), phases: [{ payment_amount_cents: 'x', iterations: 1 }] },
        'tier amounts must be numbers',
      ],
      ['accept', {}, 'Choose which of the offers (1 to 5) you accept.'],
      ['accept', { offer_index: 7 }, 'Choose which of the offers (1 to 5) you accept.'],
      ['accept', { offer_index: 3 }, 'There is no offer 4 to accept.'],
      ['accept', { offer_index: 0, version: 'x' }, 'version must be a whole number'],
      ['sign', { agree: true }, 'Please type your full name to sign.'],
      ['sign', { signature_name: 'x'.repeat(201), agree: true }, 'A signature is at most 200 characters.'],
      ['dispute', { reason: 5 }, 'Please tell us why you dispute this debt.'],
      ['dispute', { reason: 'x'.repeat(2001) }, 'The reason can be at most 2000 characters.'],
    ];
    for (const [path, body, error] of cases) {
      const res = await jo.post(`/api/customer_documents/${doc.id}/${path}`, body);
      expect([path, res.status, res.body.error]).toEqual([path, 422, error]);
    }
    expect((await eventsOf(doc.id)).length).toBe(2);
    const bad = await jo.get(`/api/customer_documents/abc/negotiation`);
    expect([bad.status, bad.body.error]).toEqual([404, 'Settlement not found']);
  });

  it('refuses offers no plan could carry (a billion payments, a total past the int4 columns) with 422, not a stall or a 500', async () => {
    const doc = await counteredDoc();
    // No lawsuit amount on the account: nothing but the offer rules bounds the total.
    await api.em().nativeUpdate(CustomerDocument, { id: doc.id }, { rmLawsuitAmountCents: null }, { filters: false });
    const cases: Array<[unknown, string]> = [
      [{ total_amount: '1000', first_payment_date: valid(), payments: 1_000_000_000 }, 'Your offer is invalid: payments may not exceed 360'],
      [{ total_amount: '1', first_payment_date: valid(), payments: 200 }, 'Your offer is invalid: each payment must be at least $0.50'],
      [{ total_amount: '999999999', first_payment_date: valid(), payments: 2 }, 'Your offer is invalid: total amount may not exceed $21,474,836.47'],
    ];
    for (const [body, error] of cases) {
      const res = await jo.post(`/api/customer_documents/${doc.id}/counteroffer`, body);
      expect([res.status, res.body.error]).toEqual([422, error]);
    }
    expect((await eventsOf(doc.id)).length).toBe(2);
  });

  it("is the owner's only: another consumer gets 404, a collector 403", async () => {
    const doc = await counteredDoc();
    const before = (await api.em().findOneOrFail(CustomerDocument, doc.id, { filters: false })).version;
    const posts: Array<[string, unknown]> = [
      ['offer', { total_amount: '100', first_payment_date: valid(), payments: 1 }],
      ['counteroffer', { total_amount: '100', first_payment_date: valid(), payments: 1 }],
      ['accept', { offer_index: 0 }],
      ['sign', { signature_name: 'Test consumer', agree: true }],
      ['dispute', { reason: 'Not mine' }],
    ];
    for (const [path, body] of posts) {
      const theirs = await otherConsumer.post(`/api/customer_documents/${doc.id}/${path}`, body);
      expect([path, theirs.status, theirs.body.error]).toEqual([path, 404, 'Settlement not found']);
      const missing = await otherConsumer.post(`/api/customer_documents/2147483600/${path}`, body);
      expect([path, missing.status, missing.body.error]).toEqual([path, 404, 'Settlement not found']);
      expect((await admin.post(`/api/customer_documents/${doc.id}/${path}`, body)).status).toBe(403);
    }
    expect((await otherConsumer.get(`/api/customer_documents/${doc.id}/negotiation`)).status).toBe(404);
    expect((await admin.get(`/api/customer_documents/${doc.id}/negotiation`)).status).toBe(403);
    expect((await admin.get('/api/my_settlements')).status).toBe(403);
    const fileUrl = `/api/customer_documents/${doc.id}/settlement_agreement_uploads/00000000-0000-4000-8000-000000000000`;
    expect((await jo.get(fileUrl)).status).toBe(404);
    expect((await jo.get(`/api/customer_documents/${doc.id}/settlement_agreement_uploads/..%2Fsecret`)).status).toBe(
      404,
    );
    expect((await eventsOf(doc.id)).length).toBe(2);
    expect((await api.em().findOneOrFail(CustomerDocument, doc.id, { filters: false })).version).toBe(before);
  });

  it("lists the consumer's own settlements for the dashboard", async () => {
    const mine = await counteredDoc();
    const theirUser = await consumer(api.em());
    const theirs = await newDoc(undefined, theirUser);
    const res = await jo.get('/api/my_settlements').expect(200);
    const ids = res.body.settlements.map((s: { id: number }) => s.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(res.body.settlements.find((s: { id: number }) => s.id === mine.id)).toEqual({
      id: mine.id,
      law_firm_id: firm.id,
      firm_name: firm.name,
      plaintiff_name: 'Midland Credit Management, Inc.',
      debt_amount_cents: 500000,
      step: 'choose_offer',
      status: 'Offers to review',
      needs_action: true,
      updated_at: expect.any(String),
      url: `/customer_documents/${mine.id}`,
    });
  });
});
