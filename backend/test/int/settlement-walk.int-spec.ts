import type { Response } from 'supertest';
import { resetConfigForTests } from '../../src/core/config/config';
import { pdfText } from '../../src/core/pdf/pdf-text';
import { addDays } from '@parley/domain/negotiation';
import { CustomerDocument, NegotiationEvent, StripePaymentIntent } from '../../src/modules/accounts/entities';
import type { LawFirm } from '../../src/modules/identity/entities';
import { createAccount } from '../account-factory';
import { consumer, createFirm, firmAdmin, PASSWORD } from '../factories';
import { Client, collectorClient, consumerClient, startApi, startWorkerProcess, TestApi, waitUntil } from '../harness';

// The demo payment provider on a fast clock, for this file's api and the worker it spawns.
delete process.env.STRIPE_SECRET_KEY;
delete process.env.STRIPE_WEBHOOK_SECRET;
delete process.env.STRIPE_PUBLISHABLE_KEY;
Object.assign(process.env, { PAYMENTS_TICK_MS: '150', DEMO_PAYMENT_SETTLE_MS: '200', PLATFORM_COMMISSION_PERCENT: '10' });
resetConfigForTests();

const today = () => new Date().toISOString().slice(0, 10);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

async function ok(status: number, pending: Promise<Response> | Response): Promise<Response> {
  const res = await pending;
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res;
}

/**
 * The settlement walk: one account from the consumer's opening offer to first_payment_made, every step through the real
 * endpoints of both sides (consumer API, collector API), the real worker (notifications, document rendering,
 * billing) and the demo payment provider. The smaller suites test each step's refusals; this one tests that the
 * steps fit together.
 */
describe('a settlement from the consumer offer to the first payment', () => {
  let api: TestApi;
  let worker: Awaited<ReturnType<typeof startWorkerProcess>>;
  let firm: LawFirm;
  let collector: Client;

  beforeAll(async () => {
    api = await startApi();
    worker = await startWorkerProcess();
    firm = await createFirm(api.em());
    collector = await collectorClient(api, (await firmAdmin(api.em(), firm)).email, PASSWORD);
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
    await api?.close();
  });

  it('walks offer, two-tier counteroffer, accept, payment details, agreement, signature, autopay and the first payment', async () => {
    const user = await consumer(api.em());
    const me = await consumerClient(api, user.email, PASSWORD);
    const doc = await createAccount(api.em(), firm, { user, amountCents: 500_000, events: [] });
    const id = doc.id;
    const collectorStep = async () =>
      (await ok(200, collector.get(`/collectors/api/get_current_action?customer_document_id=${id}`))).body.current_action
        ?.type;
    const consumerView = async () => (await ok(200, me.get(`/api/customer_documents/${id}/negotiation`))).body;

    // 1. The consumer's opening offer: $1,800 in 3 payments. The collector sees it waiting on them.
    const first = addDays(today(), 5);
    await ok(200, me.post(`/api/customer_documents/${id}/offer`, { total_amount: '1800', payments: 3, first_payment_date: first }));
    expect(await collectorStep()).toBe('accept_or_counteroffer');

    // 2. The collector counters with two tiers: 2 x $600, then 2 x $450 = $2,100.
    const counter = await ok(
      200,
      collector.post('/collectors/api/create_counteroffer', {
        customer_document_id: id,
        disclosures: ['Calls may be recorded.'],
        offers: [
          {
            customer_document_id: id,
            total_amount: '2100',
            first_payment_date: first,
            payments: 4,
            phases: [
              { index: 0, payment_amount_cents: 60_000, iterations: 2 },
              { index: 1, payment_amount_cents: 45_000, iterations: 2 },
            ],
          },
        ],
      }),
    );
    expect(counter.body.success).toBe(true);
    expect(await collectorStep()).toBe('waiting_for_customer');

    // 3. The consumer sees the offer with its schedule and the debt-collector disclosure, and accepts it.
    const offered = await consumerView();
    expect(offered.step).toBe('choose_offer');
    const shown = JSON.stringify(offered.counteroffers);
    expect(shown).toContain('This counteroffer is a communication from a debt collector');
    expect(shown).toContain('Calls may be recorded.');
    await ok(200, me.post(`/api/customer_documents/${id}/accept`, { offer_index: 0, version: offered.customer_document.version }));

    // 4. The firm has no payment details on file: the collector sends them, then the agreement.
    expect(await collectorStep()).toBe('request_payment_details');
    await ok(
      200,
      collector.post('/collectors/api/update_payment_details', {
        customer_document_id: id,
        file_number: 'WALK-1',
        payee: 'Walk Test Law',
        recipient: 'Accounts Receivable',
        mailing_address: '500 Congress Ave, Suite 300, Austin, TX 78701',
      }),
    );
    expect(await collectorStep()).toBe('request_settlement_agreement');
    const token = await collector.csrf();
    await ok(
      200,
      collector.agent
        .post('/collectors/api/upload_settlement_agreement')
        .set('X-CSRF-Token', token)
        .field('customer_document_id', String(id))
        .attach('files[]', PDF, { filename: 'agreement.pdf', contentType: 'application/pdf' }),
    );
    expect(await collectorStep()).toBe('waiting_for_signed_settlement_agreement');

    // 5. The consumer signs with their typed name; the signed PDF carries the terms, the signature and the notice.
    const toSign = await consumerView();
    expect(toSign.step).toBe('sign_agreement');
    const name: string = toSign.customer_document.consumer_name;
    await ok(200, me.post(`/api/customer_documents/${id}/sign`, { signature_name: name, agree: true }));
    expect(await collectorStep()).toBe('waiting_for_payment');
    const pdf = await me.agent
      .get(`/api/customer_documents/${id}/settlement_agreement.pdf`)
      .buffer(true)
      .parse((res, done) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => done(null, Buffer.concat(parts)));
      });
    expect(pdf.status).toBe(200);
    const text = (await pdfText(pdf.body as Buffer)).text.replace(/\s+/g, ' ');
    expect(text).toContain('$2,100.00');
    expect(text).toContain('$600.00');
    expect(text).toContain('$450.00');
    expect(text).toContain(name);
    expect(text).toMatch(/debt collector/i);

    // 6. Autopay with the demo provider's card; then the first payment's day comes.
    const autopay = await ok(
      201,
      me.post(`/api/customer_documents/${id}/autopay`, {
        card: { number: '4242 4242 4242 4242', exp: '12/34', cvc: '123', name, zip: '78701' },
      }),
    );
    expect(autopay.body.schedule.map((p: { amount_cents: number }) => p.amount_cents)).toEqual([60_000, 60_000, 45_000, 45_000]);
    expect(await collectorStep()).toBe('payment_setup_complete');
    await ok(200, me.post('/dev/payments/advance_clock', { as_of: `${first}T23:59:59Z`, customer_document_id: id }));
    await waitUntil(async () => (await collectorStep()) === 'first_payment_made', 15_000, 100);

    // The collector's row says Making Payments, net of the platform's commission; the events tell the whole story.
    const row = (await ok(200, collector.get(`/collectors/api/apply_filters?filters[customer_document_id]=${id}`))).body
      .customer_info[0];
    expect(row.status).toBe('Making Payments');
    const intents = await api.em().find(StripePaymentIntent, { customerDocument: id });
    expect(intents.map((p) => [p.amount, p.metadata.commission])).toEqual([[60_000, 6_000]]);
    const events = await api.em().find(NegotiationEvent, { customerDocument: id }, { orderBy: { sequence: 'asc' } });
    expect(events.map((e) => `${e.party}:${e.action}`)).toEqual([
      'consumer:offer',
      'collector:counteroffer',
      'consumer:accept',
      'collector:sent_payment_details',
      'collector:sent_settlement_agreement',
      'consumer:signed_settlement_agreement',
      'consumer:set_up_autopay',
      'system:payment_made',
    ]);
    expect((await api.em().findOneOrFail(CustomerDocument, id)).rmStatus).toBe('Making Payments');
    expect((await consumerView()).step).toBe('paying');
  }, 90_000);
});
