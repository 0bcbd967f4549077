import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { addDays } from '@parley/domain/negotiation';
import { NegotiationEvent, NegotiationEventDisclosure } from '../../src/modules/accounts/entities';
import type { LawFirm } from '../../src/modules/identity/entities';
import { createAccount, offerEvent, terms } from '../account-factory';
import { createFirm, firmAdmin, onCallAdmin, PASSWORD } from '../factories';
import { NOTHING_TO_CALL_CONFUSING } from '../../src/modules/negotiation/collector-negotiation.controller';
import { CONFUSING_REASON_REQUIRED } from '../../src/modules/negotiation/dto/negotiation.dto';
import { Client, collectorClient, startApi, TestApi } from '../harness';

const today = () => new Date().toISOString().slice(0, 10);
const valid = () => addDays(today(), 3);

describe('collector negotiation API', () => {
  let api: TestApi;
  let firm: LawFirm;
  let admin: Client;
  beforeAll(async () => {
    api = await startApi();
    firm = await createFirm(api.em());
    admin = await collectorClient(api, (await firmAdmin(api.em(), firm)).email, PASSWORD);
  });
  afterAll(() => api.close());

  const eventsOf = async (id: number) =>
    api.em().find(NegotiationEvent, { customerDocument: id }, { filters: false, orderBy: { sequence: 'asc' } });

  it('an on-call admin records a confusing response with its reason; the firm sees it; others and garbage are refused', async () => {
    const oncall = await collectorClient(api, (await onCallAdmin(api.em())).email, PASSWORD);
    const doc = await createAccount(api.em(), firm, { events: [offerEvent(terms(100000, 4, '2099-01-01'))] });
    const reason = 'The reply quoted a different balance than the summons.';
    const url = '/collectors/api/record_confusing_response';
    // The firm itself cannot: it is the platform's judgement of the firm's answer.
    expect((await admin.post(url, { customer_document_id: doc.id, reason })).status).toBe(403);
    for (const garbage of [{}, { customer_document_id: doc.id }, { customer_document_id: doc.id, reason: '   ' }, { customer_document_id: doc.id, reason: 'x'.repeat(501) }, { customer_document_id: 'abc', reason }, { customer_document_id: doc.id, reason: { $ne: 1 } }]) {
      const res = await oncall.post(url, garbage);
      expect(res.status).toBe(422);
    }
    expect((await oncall.post(url, { customer_document_id: doc.id, reason: ' ' })).body.error).toBe(CONFUSING_REASON_REQUIRED);

    expect((await oncall.post(url, { customer_document_id: doc.id, reason: `  ${reason} ` })).status).toBe(200);
    const events = await eventsOf(doc.id);
    expect(events.map((e) => [e.party, e.action])).toEqual([['consumer', 'offer'], ['collector', 'sent_confusing_response_to_offer']]);
    expect(events[1].params).toMatchObject({ reason });
    const row = (await admin.get(`/collectors/api/apply_filters?filters[customer_document_id]=${doc.id}`)).body.customer_info[0];
    expect(row.last_action).toBe('Lawyer Sent Confusing Response to Offer');
    expect(Object.values(row.event_id_to_english_text)).toContain(`Lawyer Sent Confusing Response to Offer: ${reason}`);
    // The offer still waits for the firm's answer.
    expect((await admin.get(`/collectors/api/get_current_action?customer_document_id=${doc.id}`)).body.current_action.type).toBe('accept_or_counteroffer');

    // Once accepted, the firm owes payment details: the other confusing response.
    expect((await admin.post('/collectors/api/accept_offer', { customer_document_id: doc.id })).status).toBe(200);
    expect((await oncall.post(url, { customer_document_id: doc.id, reason: 'Asked for a fax number.' })).status).toBe(200);
    expect((await eventsOf(doc.id)).at(-1)!.action).toBe('sent_confusing_response_to_payment_details_request');
    // Nothing to call confusing while the consumer is the one to move.
    const waiting = await createAccount(api.em(), firm, { events: [offerEvent(terms(100000, 4, '2099-01-01'))] });
    expect((await admin.post('/collectors/api/create_counteroffer', { customer_document_id: waiting.id, offers: [{ total_amount: '900.00', payments: 3, first_payment_date: '2099-02-01' }] })).status).toBe(200);
    const refused = await oncall.post(url, { customer_document_id: waiting.id, reason });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe(NOTHING_TO_CALL_CONFUSING);
    expect((await oncall.post(url, { customer_document_id: 99999999, reason })).status).toBe(404);
  });

  it('answers the current action with the valid first payment date', async () => {
    const doc = await createAccount(api.em(), firm, { events: [offerEvent(terms(100000, 4, '2099-01-01'))] });
    const res = await admin.get(`/collectors/api/get_current_action?customer_document_id=${doc.id}`).expect(200);
    expect(res.body).toEqual({
      current_action: { type: 'accept_or_counteroffer', params: { offer: terms(100000, 4, '2099-01-01') } },
      valid_first_payment_date: valid(),
    });
  });

  it('accepts once even when the same accept arrives twice at once, with the fixed disclosure first', async () => {
    const doc = await createAccount(api.em(), firm, { events: [offerEvent(terms(100000, 4, '2099-01-01'))] });
    const body = { customer_document_id: doc.id, disclosures: ['', 'Settled in full once paid.', '  '] };
    const [a, b] = await Promise.all([
      admin.post('/collectors/api/accept_offer', body),
      admin.post('/collectors/api/accept_offer', body),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.error).toMatch(
      /just updated by someone else|not possible while the account is at request_payment_details/,
    );
    const events = await eventsOf(doc.id);
    expect(events.map((e) => e.action)).toEqual(['offer', 'accept']);
    const disclosures = await api
      .em()
      .find(NegotiationEventDisclosure, { event: events[1].id }, { filters: false, orderBy: { id: 'asc' } });
    expect(disclosures.map((d) => d.text)).toEqual([
      'This acceptance is a communication from a debt collector',
      'Settled in full once paid.',
    ]);
    const now = await admin.get(`/collectors/api/get_current_action?customer_document_id=${doc.id}`);
    expect(now.body.current_action.type).toBe('request_payment_details');
    const row = (await admin.get(`/collectors/api/apply_filters?filters[customer_document_id]=${doc.id}`)).body
      .customer_info[0];
    expect(row.status).toBe('Lawyer Accept');
  });

  it('accepts only the offer the page showed: a consumer offer replaced meanwhile is 409 and nothing is accepted', async () => {
    const shown = terms(300000, 3, '2099-01-01');
    const replaced = terms(1000, 1, '2099-01-01');
    const doc = await createAccount(api.em(), firm, { events: [offerEvent(shown, 3), offerEvent(replaced, 1)] });
    const stale = await admin.post('/collectors/api/accept_offer', { customer_document_id: doc.id, offer: shown });
    expect([stale.status, stale.body.error]).toEqual([
      409,
      'The consumer changed their offer meanwhile. Review the new offer before you accept.',
    ]);
    expect((await eventsOf(doc.id)).map((e) => e.action)).toEqual(['offer', 'offer']);
    const bad = await admin.post('/collectors/api/accept_offer', { customer_document_id: doc.id, offer: 'x' });
    expect([bad.status, bad.body.error]).toEqual([422, 'offer must be the offer shown (current_action.params.offer)']);
    const current = (await admin.get(`/collectors/api/get_current_action?customer_document_id=${doc.id}`)).body;
    const ok = await admin.post('/collectors/api/accept_offer', {
      customer_document_id: doc.id,
      offer: current.current_action.params.offer,
    });
    expect(ok.status).toBe(200);
    expect((await eventsOf(doc.id)).map((e) => e.action)).toEqual(['offer', 'offer', 'accept']);
  });

  it('refuses to accept an offer whose first payment date is before the valid date', async () => {
    const doc = await createAccount(api.em(), firm, { events: [offerEvent(terms(100000, 4, today()))] });
    const res = await admin.post('/collectors/api/accept_offer', { customer_document_id: doc.id });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(
      `This offer's first payment date (${today()}) is before ${valid()}. Counteroffer with a new date instead.`,
    );
    expect((await eventsOf(doc.id)).map((e) => e.action)).toEqual(['offer']);
  });

  it('counteroffers with up to 5 offers, naming the invalid one', async () => {
    const doc = await createAccount(api.em(), firm, {
      amountCents: 500000,
      events: [offerEvent(terms(100000, 4, '2099-01-01'))],
    });
    const good = { total_amount: '1500.00', first_payment_date: valid(), payments: 3 };
    const bad = await admin.post('/collectors/api/create_counteroffer', {
      customer_document_id: doc.id,
      offers: [good, { total_amount: '9000', first_payment_date: today(), payments: 0 }],
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      success: false,
      offer_index: 1,
      error: `Offer 2 is invalid: first payment date may not be before ${valid()}, payments are required, total amount may not exceed the amount owed`,
    });
    const tiers = {
      total_amount: '2000',
      first_payment_date: addDays(today(), 10),
      phases: [
        { index: 0, payment_amount_cents: 20000, iterations: 2 },
        { index: 1, payment_amount_cents: 50000, iterations: 2 },
      ],
    };
    const ok = await admin.post('/collectors/api/create_counteroffer', {
      customer_document_id: doc.id,
      offers: [good, tiers],
      disclosures: [],
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true, offer_index: null, errors: [] });
    const current = (await admin.get(`/collectors/api/get_current_action?customer_document_id=${doc.id}`)).body
      .current_action;
    expect(current.type).toBe('waiting_for_customer');
    expect(current.params.offers.map((o: { total_amount_cents: number }) => o.total_amount_cents)).toEqual([
      150000, 200000,
    ]);
    expect(
      (await admin.post('/collectors/api/create_counteroffer', { customer_document_id: doc.id, offers: [good] }))
        .status,
    ).toBe(409);
  });

  it('works out the last payment, with an extra tier when tiers fall short', async () => {
    const doc = await createAccount(api.em(), firm);
    const res = await admin.post('/collectors/api/determine_offer_last_payment', {
      customer_document_id: doc.id,
      total_amount: '1000.00',
      first_payment_date: '2099-01-01',
      phases: [
        { index: 0, payment_amount_cents: 10000, iterations: 2 },
        { index: 1, payment_amount_cents: 20000, iterations: 3 },
      ],
    });
    expect(res.body).toEqual({ success: true, has_extra_tier: true, last_payment_amount_cents: 20000 });
    const even = await admin.post('/collectors/api/determine_offer_last_payment', {
      customer_document_id: doc.id,
      total_amount: 1000,
      first_payment_date: '2099-01-01',
      payments: 3,
    });
    expect(even.body).toEqual({ success: true, has_extra_tier: false, last_payment_amount_cents: 33334 });
  });

  it('records payment details (no PO boxes) and moves on to the settlement agreement', async () => {
    const doc = await createAccount(api.em(), firm, {
      events: [offerEvent(terms(100000, 4, '2099-01-01'), 3), { party: 'collector', action: 'accept', daysAgo: 2 }],
    });
    const body = {
      customer_document_id: doc.id,
      file_number: 'DLG-9',
      payee: 'Demo Law Group',
      recipient: 'Accounts Receivable',
      mailing_address: 'P.O. Box 12, Austin, TX 78701',
    };
    const po = await admin.post('/collectors/api/update_payment_details', body);
    expect(po.status).toBe(422);
    expect(po.body.error).toBe('PO Boxes are not allowed. Please enter a street address.');
    const missing = await admin.post('/collectors/api/update_payment_details', { ...body, payee: ' ' });
    expect(missing.body.error).toBe('File number, payee, recipient and mailing address are all required.');
    const ok = await admin.post('/collectors/api/update_payment_details', {
      ...body,
      mailing_address: '100 Congress Ave, Austin, TX 78701',
    });
    expect(ok.status).toBe(200);
    const row = (await admin.get(`/collectors/api/apply_filters?filters[customer_document_id]=${doc.id}`)).body
      .customer_info[0];
    expect(row).toMatchObject({
      file_number: 'DLG-9',
      status: 'Lawyer Sent Payment Details',
      current_action: { type: 'request_settlement_agreement' },
    });
  });

  it('uploads the settlement agreement (PDFs checked by content) with the default disclosure', async () => {
    const doc = await createAccount(api.em(), firm, {
      events: [
        offerEvent(terms(100000, 4, '2099-01-01'), 3),
        { party: 'collector', action: 'accept', daysAgo: 2, params: { payment_details_on_file: true } },
      ],
    });
    const upload = async (files: Array<[string, Buffer]>, extra: Record<string, string> = {}) => {
      const token = await admin.csrf();
      let req = admin.agent
        .post('/collectors/api/upload_settlement_agreement')
        .set('X-CSRF-Token', token)
        .field('customer_document_id', String(doc.id));
      for (const [k, v] of Object.entries(extra)) req = req.field(k, v);
      for (const [name, bytes] of files)
        req = req.attach('files[]', bytes, { filename: name, contentType: 'application/pdf' });
      return req;
    };
    const none = await upload([]);
    expect(none.status).toBe(422);
    expect(none.body.error).toBe('Please attach at least one PDF of the settlement agreement.');
    const fake = await upload([['agreement.pdf', Buffer.from('MZ not really a pdf')]]);
    expect(fake.status).toBe(422);
    expect(fake.body.error).toBe('Only PDF files can be uploaded: agreement.pdf is not a PDF.');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const ok = await upload(
      [
        ['agreement.pdf', pdf],
        ['schedule.pdf', pdf],
      ],
      { 'disclosures[]': 'Sign and return within 10 days.' },
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      success: true,
      files: [
        { filename: 'agreement.pdf', size: pdf.length },
        { filename: 'schedule.pdf', size: pdf.length },
      ],
    });
    const events = await eventsOf(doc.id);
    expect(events.map((e) => e.action)).toEqual(['offer', 'accept', 'sent_settlement_agreement']);
    const disclosures = await api
      .em()
      .find(NegotiationEventDisclosure, { event: events[2].id }, { filters: false, orderBy: { id: 'asc' } });
    expect(disclosures.map((d) => d.text)).toEqual([
      'This document is a communication from a debt collector.',
      'Sign and return within 10 days.',
    ]);
    expect(
      (await admin.get(`/collectors/api/get_current_action?customer_document_id=${doc.id}`)).body.current_action.type,
    ).toBe('waiting_for_signed_settlement_agreement');
    // A refused upload (the step is over) leaves no file behind: only the two accepted PDFs are stored.
    expect((await upload([['again.pdf', pdf]])).status).toBe(409);
    const stored = await readdir(join(process.env.STORAGE_DIR!, 'settlement-agreements', String(doc.id)));
    expect(stored).toHaveLength(2);
    expect(events[2].params.files).toEqual(
      expect.arrayContaining(stored.map((f) => expect.objectContaining({ key: `settlement-agreements/${doc.id}/${f}` }))),
    );
  });

  it('refuses garbage with 422 and other firms with 404', async () => {
    const doc = await createAccount(api.em(), firm);
    const theirs = await createAccount(api.em(), await createFirm(api.em()));
    for (const [path, body] of [
      ['accept_offer', { customer_document_id: 'x' }],
      ['accept_offer', { customer_document_id: doc.id, disclosures: 'not a list' }],
      ['accept_offer', { customer_document_id: doc.id, disclosures: ['x'.repeat(1001)] }],
      ['create_counteroffer', { customer_document_id: doc.id, offers: [] }],
      [
        'create_counteroffer',
        {
          customer_document_id: doc.id,
          offers: Array(6).fill({ total_amount: '1', first_payment_date: '2099-01-01', payments: 1 }),
        },
      ],
      [
        'create_counteroffer',
        {
          customer_document_id: doc.id,
          offers: [{ total_amount: '12abc', first_payment_date: '2099-01-01', payments: 1 }],
        },
      ],
      [
        'create_counteroffer',
        { customer_document_id: doc.id, offers: [{ total_amount: '10', first_payment_date: 'soon', payments: 1 }] },
      ],
      [
        'determine_offer_last_payment',
        { customer_document_id: doc.id, total_amount: '-5', first_payment_date: '2099-01-01', payments: 1 },
      ],
      [
        'determine_offer_last_payment',
        {
          customer_document_id: doc.id,
          total_amount: '10',
          first_payment_date: '2099-01-01',
          phases: [{ payment_amount_cents: 'a', iterations: 1 }],
        },
      ],
      ['update_payment_details', { customer_document_id: doc.id }],
      ['update_payment_details', [1]],
    ] as Array<[string, unknown]>) {
      const res = await admin.post(`/collectors/api/${path}`, body);
      expect([path, res.status]).toEqual([path, 422]);
      expect(typeof res.body.error).toBe('string');
    }
    expect((await eventsOf(doc.id)).length).toBe(1);
    expect((await admin.post('/collectors/api/accept_offer', { customer_document_id: theirs.id })).status).toBe(404);
    expect((await admin.get(`/collectors/api/get_current_action?customer_document_id=${theirs.id}`)).status).toBe(404);
  });
});
