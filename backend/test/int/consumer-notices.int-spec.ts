import { randomUUID } from 'node:crypto';
import { RequestContext } from '@mikro-orm/core';
import { localTime } from '@parley/domain/time-zones';
import { DEBT_COLLECTOR_DISCLOSURE } from '@parley/domain/notifications/consumer-notices';
import { JobName } from '../../src/core/queue/jobs';
import { OutboxMessage } from '../../src/core/queue/outbox-message.entity';
import type { CaughtMail } from '../../src/modules/dev-mail/dev-mail.store';
import { CustomerDocument } from '../../src/modules/accounts';
import { NegotiationService } from '../../src/modules/negotiation';
import { ConsumerNotice, NoticeOptOut as NoticeOptOutRow } from '../../src/modules/notifications/entities/consumer-notice.entity';
import { createAccount, terms, type AccountOptions } from '../account-factory';
import { clockOffsetFor, chatParties, scanned, sendMessage, startConversation } from '../chat-fixtures';
import { consumer, createFirm, PASSWORD } from '../factories';
import { Client, consumerClient, inbox, startMailStack, TestApi, waitUntil } from '../harness';
import { signedAgreement } from '../payment-fixtures';
import { APP_CONFIG } from '../../src/core/config/config.module';
import type { AppConfig } from '../../src/core/config/config';
import { DemoSmsSender } from '../../src/integrations/sms/demo-sms.driver';
import { SMS_WEBHOOK_PATH } from '../../src/modules/notifications/sms-webhook.controller';
import { CONSUMER_NOTICE_KINDS, SMS_REPLIES } from '@parley/domain/notifications/consumer-notices';
import { BillingService } from '../../src/modules/payments/billing.service';
import { LawsuitDeadlineReminders } from '../../src/modules/notifications';

/**
 * Notices to consumers through the real worker and the SMTP catcher. The worker's notice clock starts at 7:59:20 in
 * New York: the first test sees a notice held until 8:00 there; every later one runs inside contact hours.
 */
describe('consumer notices', () => {
  let api: TestApi;
  let stack: Awaited<ReturnType<typeof startMailStack>>;
  const zone = 'America/New_York';

  beforeAll(async () => {
    stack = await startMailStack({ CHAT_CLOCK_OFFSET_MS: String(clockOffsetFor(zone, 7, 59, 20)) });
    api = stack.api;
  }, 60_000);
  afterAll(() => stack?.stop());

  async function account(state = 'NY', events?: AccountOptions['events']) {
    const em = api.em();
    const firm = await createFirm(em);
    const user = await consumer(em);
    const doc = await createAccount(em, firm, { user, state, ...(events ? { events } : {}) });
    return { firm, user, doc };
  }
  // The negotiation writer as a system caller (the worker's payment recorder) runs it: every firm in scope.
  const negotiation = () => ({
    apply: (id: number, actor: null, step: Parameters<NegotiationService['apply']>[2]) =>
      RequestContext.create(api.em(), () => api.app.get(NegotiationService).apply(id, actor, step)),
  });
  const mailsTo = async (c: Client, email: string): Promise<CaughtMail[]> => (await inbox(c)).filter((m) => m.to.includes(email));
  const localDay = (at: Date) => {
    const t = localTime(at, zone);
    return `${t.year}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`;
  };
  const notices = (consumerId: number) => api.em().find(ConsumerNotice, { consumerId }, { orderBy: { id: 'asc' } });
  /**
   * Waits until nothing queued can still tell this consumer anything: their notify jobs have finished (each writes its
   * notices and their delivery jobs in one transaction, committed before the job's row is marked completed), and then
   * so have the delivery jobs of all their notices (an e-mail is in the catcher before its job completes). Read in one
   * statement, so a notify job seen finished shows the delivery jobs it wrote. The notification queue runs several
   * jobs at once, so a marker job queued after them could overtake them; their outbox rows cannot.
   */
  async function settled(consumerId: number): Promise<void> {
    const open = async () =>
      ((await api.em().execute(
        `select count(*)::int as n from outbox_messages o
          where o.completed_at is null and o.failed_at is null
            and ((o.job_name = ? and (o.payload->>'consumerId')::int = ?)
              or (o.job_name = ? and (o.payload->>'noticeId')::int in (select id from consumer_notices where consumer_id = ?)))`,
        [JobName.NotifyConsumer, consumerId, JobName.DeliverConsumerNotice, consumerId],
      )) as Array<{ n: number }>)[0].n;
    // A notice due before 8 a.m. at the consumer is delivered at 8:00 (up to a minute when a test runs alone).
    await waitUntil(async () => (await open()) === 0, 70_000, 100);
  }

  it('holds a notice due before 8 a.m. at the consumer and sends it at 8:00 there', async () => {
    const { user, doc } = await account('NY');
    const c = new Client(api);
    await negotiation().apply(doc.id, null, { event: { party: 'collector', action: 'counteroffer', offers: [terms(300000, 3, '2099-02-01')] } });
    let held: ConsumerNotice[] = [];
    await waitUntil(async () => (held = await notices(user.id)).length === 1, 15_000, 100);
    expect(held[0]).toMatchObject({ kind: 'counteroffer', channel: 'email', status: 'scheduled' });
    expect(localTime(held[0].scheduledFor, zone)).toMatchObject({ hour: 8, minute: 0, second: 0 });
    expect(await mailsTo(c, user.email)).toEqual([]);

    await waitUntil(async () => (await mailsTo(c, user.email)).length === 1, 60_000, 250);
    const [after] = await notices(user.id);
    expect(after.status).toBe('sent');
    expect(after.sentAt!.getTime()).toBeGreaterThanOrEqual(after.scheduledFor.getTime());
  }, 90_000);

  it('e-mails each firm step once, with the disclosure and a working opt-out link; running the job twice sends nothing more', async () => {
    const { firm, user, doc } = await account('NY');
    const c = new Client(api);
    await negotiation().apply(doc.id, null, { event: { party: 'collector', action: 'counteroffer', offers: [terms(300000, 3, '2099-02-01')] } });
    await waitUntil(async () => (await mailsTo(c, user.email)).length === 1, 20_000, 200);
    const [mail] = await mailsTo(c, user.email);
    expect(mail.subject).toBe(`${firm.name} sent you a counteroffer`);
    expect(mail.text).toContain(DEBT_COLLECTOR_DISCLOSURE);
    expect(mail.text).toContain(`Review the counteroffer: http://localhost:`);
    expect(mail.text).toContain(`/customer_documents/${doc.id}`);
    expect(mail.text).toMatch(/\/notifications\/opt_out\/\d+\.\d+\.email\.[A-Za-z0-9_-]{43}/);

    // The notify job again, as the sweeper relays a row again: the notices' keys come from the event, so nothing new is sent.
    const row = await api.em().findOneOrFail(OutboxMessage, { jobName: JobName.NotifyConsumer, payload: { customerDocumentId: doc.id } });
    await api.em().nativeUpdate(OutboxMessage, { id: row.id }, { completedAt: null, relayedAt: null, deliveryId: randomUUID() });
    await waitUntil(async () => !!(await api.em().findOneOrFail(OutboxMessage, row.id)).completedAt, 15_000, 100);
    await settled(user.id);
    expect(await mailsTo(c, user.email)).toHaveLength(1);
    expect(await notices(user.id)).toHaveLength(1);
  }, 60_000);

  it('tells the consumer of acceptance, the agreement to sign and each payment, with a receipt and the paid-in-full notice', async () => {
    const { firm, user, doc } = await account('NY');
    const c = new Client(api);
    await negotiation().apply(doc.id, null, { event: { party: 'collector', action: 'accept', accepted_offer_index: 0, payment_details_on_file: true } });
    await negotiation().apply(doc.id, null, { event: { party: 'collector', action: 'sent_settlement_agreement' } });
    await negotiation().apply(doc.id, null, { event: { party: 'consumer', action: 'signed_settlement_agreement' } });
    await negotiation().apply(doc.id, null, { event: { party: 'system', action: 'payment_made', payments_made: 1, payments_total: 2 }, params: { amount_cents: 100000 } });
    await negotiation().apply(doc.id, null, { event: { party: 'system', action: 'payment_made', payments_made: 2, payments_total: 2 }, params: { amount_cents: 100000 } });
    await settled(user.id);
    const subjects = (await mailsTo(c, user.email)).map((m) => m.subject).sort();
    expect(subjects).toEqual(
      [`${firm.name} accepted your offer`, 'Receipt: your payment of $1,000.00', 'Your settlement agreement is ready to sign', 'Your settlement is paid in full'].sort(),
    );
    const receipt = (await mailsTo(c, user.email)).find((m) => m.subject.startsWith('Receipt'))!;
    expect(receipt.text).toContain('This was payment 1 of 2.');
    expect(receipt.text).toContain(`/customer_documents/${doc.id}/payment_actions`);
  }, 60_000);

  it('stops the next notice after the opt-out link (GET confirms, POST records), but still sends receipts', async () => {
    const { firm, user, doc } = await account('NY');
    const c = new Client(api);
    await negotiation().apply(doc.id, null, { event: { party: 'collector', action: 'counteroffer', offers: [terms(300000, 3, '2099-02-01')] } });
    await waitUntil(async () => (await mailsTo(c, user.email)).length === 1, 20_000, 200);
    const link = /(http:\/\/\S+\/notifications\/opt_out\/\S+)/.exec((await mailsTo(c, user.email))[0].text)![1];
    const path = new URL(link).pathname;

    const visitor = new Client(api);
    const page = await visitor.agent.get(path).set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.text).toContain(`Stop e-mails from ${firm.name}?`);
    // Without the CSRF header the POST is refused; with it, the opt-out is recorded at once.
    expect((await visitor.agent.post(path)).status).toBe(403);
    const done = await visitor.post(path);
    expect(done.status).toBe(200);
    expect(done.text).toContain('You have opted out');
    // Altered or unknown tokens: 404, on both methods.
    const altered = path.replace(/\.email\./, '.sms.');
    expect((await visitor.agent.get(altered)).status).toBe(404);
    expect((await visitor.post(altered)).status).toBe(404);
    for (const junk of ['x', '1.1.email.abc', `${'9'.repeat(300)}`, '0.0.email.' + 'a'.repeat(43), '1.1.fax.' + 'a'.repeat(43)])
      expect((await visitor.post(`/notifications/opt_out/${junk}`)).status).toBe(404);
    // A NUL byte is refused as bad input before any route, like everywhere else.
    expect([404, 422]).toContain((await visitor.post('/notifications/opt_out/%00')).status);

    await negotiation().apply(doc.id, null, { event: { party: 'consumer', action: 'counteroffer', offers: [terms(250000, 3, '2099-02-01')] } });
    await negotiation().apply(doc.id, null, { event: { party: 'collector', action: 'counteroffer', offers: [terms(280000, 3, '2099-02-01')] } });
    await waitUntil(async () => (await notices(user.id)).length === 2, 20_000, 200);
    await settled(user.id);
    expect(await mailsTo(c, user.email)).toHaveLength(1);
    expect((await notices(user.id))[1]).toMatchObject({ kind: 'counteroffer', status: 'skipped', skipReason: 'opted_out' });
  }, 60_000);

  it('sends a receipt to an opted-out consumer', async () => {
    const offer = terms(200000, 2, '2099-01-01');
    const { user, doc } = await account('NY', signedAgreement(offer));
    const c = new Client(api);
    await api.em().execute(
      `insert into notice_opt_outs (consumer_id, law_firm_id, channel, opted_out_at, source) values (?, ?, 'email', now(), 'link')`,
      [user.id, (await api.em().findOneOrFail(CustomerDocument, doc.id, { fields: ['lawFirm'] })).lawFirm!.id],
    );
    await negotiation().apply(doc.id, null, { event: { party: 'system', action: 'payment_made', payments_made: 1, payments_total: 2 }, params: { amount_cents: 100000 } });
    await waitUntil(async () => (await mailsTo(c, user.email)).length === 1, 20_000, 200);
    expect((await mailsTo(c, user.email))[0].subject).toBe('Receipt: your payment of $1,000.00');
  }, 60_000);

  it('texts only a consumer who consented, and only the notice and a link', async () => {
    const yes = await account('NY');
    const no = await account('NY');
    await api.em().execute(
      `insert into walk_through_step_responses (customer_document_id, step_name, value) values (?, 'sms_consent', 'true'::jsonb)`,
      [yes.doc.id],
    );
    for (const a of [yes, no])
      await negotiation().apply(a.doc.id, null, { event: { party: 'collector', action: 'counteroffer', offers: [terms(300000, 3, '2099-02-01')] } });
    await waitUntil(async () => (await notices(yes.user.id)).filter((n) => n.status === 'sent').length === 2, 20_000, 200);
    const sms = (await notices(yes.user.id)).find((n) => n.channel === 'sms')!;
    const sent = await api.em().execute(`select body from demo_sms_messages where reference = ?`, [sms.key]);
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatch(new RegExp(`^Parley: ${yes.firm.name} sent you a counteroffer\\. http://\\S+/customer_documents/${yes.doc.id} `));
    expect(sent[0].body.endsWith(`${DEBT_COLLECTOR_DISCLOSURE} Reply STOP to opt out.`)).toBe(true);
    await waitUntil(async () => (await notices(no.user.id)).length === 1, 20_000, 200);
    expect((await notices(no.user.id)).map((n) => n.channel)).toEqual(['email']);
  }, 60_000);

  it("tells the consumer a firm's chat message is waiting, naming the firm and never quoting it", async () => {
    const p = await chatParties(api, { state: 'NY' });
    const id = await startConversation(p);
    const sent = await sendMessage(p.collector, id, 'Your balance question: the figure is in the letter we sent.');
    expect(sent.status).toBe(201);
    // Delivered at once, or at 8:00 New York time when the worker's clock still stands before it.
    expect(['delivered', 'scheduled']).toContain((await scanned(p.collector, id, sent.body.data.id)).status);
    const c = new Client(api);
    await waitUntil(async () => (await mailsTo(c, p.consumerUser.email)).length === 1, 60_000, 200);
    const [mail] = await mailsTo(c, p.consumerUser.email);
    expect(mail.subject).toBe(`You have a new message from ${p.firm.name}`);
    expect(mail.text).not.toContain('balance question');
    expect(mail.text).toContain(DEBT_COLLECTOR_DISCLOSURE);
  }, 60_000);

  it('inbound texts: refuses a bad signature with 400; honours STOP (no text after it, e-mail still), HELP and START', async () => {
    const a = await account('NY');
    await api.em().execute(`insert into walk_through_step_responses (customer_document_id, step_name, value) values (?, 'sms_consent', 'true'::jsonb)`, [a.doc.id]);
    const phone = '+1' + String(((await api.em().execute(`select phone from consumer_profiles where user_id = ?`, [a.user.id])) as Array<{ phone: string }>)[0].phone).replace(/\D/g, '').slice(-10);
    const url = `${api.app.get<AppConfig>(APP_CONFIG).appUrl}${SMS_WEBHOOK_PATH}`;
    const demo = api.app.get(DemoSmsSender);
    const text = (body: Record<string, unknown>, signature?: string) => {
      const req = new Client(api).agent.post(SMS_WEBHOOK_PATH).type('form');
      return (signature === undefined ? req : req.set('X-Twilio-Signature', signature)).send(body as object);
    };
    const stop = { From: phone, Body: 'STOP', To: '+15125550100' };
    expect((await text(stop)).status).toBe(400);
    expect((await text(stop, 'bm90IGEgc2lnbmF0dXJl')).status).toBe(400);
    // Signed for other fields (a replayed signature on a changed body): refused.
    expect((await text({ ...stop, Body: 'START' }, demo.sign(url, stop))).status).toBe(400);
    // Garbage: nested fields, JSON, an empty body.
    expect((await text({ From: { x: 1 }, Body: 'STOP' }, demo.sign(url, { From: '[object Object]', Body: 'STOP' }))).status).toBe(400);
    expect((await new Client(api).agent.post(SMS_WEBHOOK_PATH).set('Content-Type', 'application/json').send('[1,2]')).status).toBe(400);
    expect((await new Client(api).agent.post(SMS_WEBHOOK_PATH)).status).toBe(400);
    expect(await api.em().count(NoticeOptOutRow, { consumerId: a.user.id })).toBe(0);

    const stopped = await text(stop, demo.sign(url, stop));
    expect(stopped.status).toBe(200);
    expect(stopped.headers['content-type']).toContain('text/xml');
    expect(stopped.text).toContain(`<Message>${SMS_REPLIES.stop}</Message>`);
    expect(await api.em().count(NoticeOptOutRow, { consumerId: a.user.id, lawFirmId: a.firm.id, channel: 'sms', optedOutAt: { $ne: null } })).toBe(1);

    await negotiation().apply(a.doc.id, null, { event: { party: 'collector', action: 'counteroffer', offers: [terms(300000, 3, '2099-02-01')] } });
    await waitUntil(async () => (await notices(a.user.id)).length === 2 && (await notices(a.user.id)).some((n) => n.status === 'sent'), 20_000, 200);
    const byChannel = Object.fromEntries((await notices(a.user.id)).map((n) => [n.channel, n]));
    expect(byChannel.email.status).toBe('sent');
    expect(byChannel.sms).toMatchObject({ status: 'skipped', skipReason: 'opted_out' });

    const help = { From: phone, Body: 'help' };
    expect((await text(help, demo.sign(url, help))).text).toContain(SMS_REPLIES.help);
    const start = { From: phone, Body: 'Start' };
    expect((await text(start, demo.sign(url, start))).text).toContain(SMS_REPLIES.start);
    expect(await api.em().count(NoticeOptOutRow, { consumerId: a.user.id, optedOutAt: { $ne: null } })).toBe(0);
    const other = { From: phone, Body: 'who is this?' };
    const silent = await text(other, demo.sign(url, other));
    expect(silent.status).toBe(200);
    expect(silent.text).not.toContain('<Message>');
    // The development inbox shows both directions.
    const dev = (await new Client(api).get('/dev/sms/messages.json')).body.messages as Array<{ direction: string; phone: string; body: string }>;
    expect(dev.filter((m) => m.phone === phone && m.direction === 'inbound').map((m) => m.body)).toEqual(['who is this?', 'Start', 'help', 'STOP']);
  }, 60_000);

  it('preferences: lists the kinds and opt-outs, turns a kind off (its next notice is not sent), undoes an opt-out, refuses garbage', async () => {
    const a = await account('NY');
    const me = await consumerClient(api, a.user.email, PASSWORD);
    const first = await me.get('/api/v1/notification_preferences');
    expect(first.status).toBe(200);
    expect(first.body.kinds).toHaveLength(CONSUMER_NOTICE_KINDS.length);
    expect(first.body.kinds.at(-1)).toMatchObject({ kind: 'lawsuit_deadline_reminder', email: true });
    expect(first.body.kinds[0]).toEqual({ kind: 'counteroffer', label: 'The firm counteroffers', email: true, sms: true });
    expect(first.body.sms_available).toBe(false);
    expect(first.body.opt_outs).toEqual([]);

    const put = await me.put('/api/v1/notification_preferences', { email_off: ['counteroffer', 'counteroffer'], sms_off: [] });
    expect(put.status).toBe(200);
    expect(put.body.kinds.find((k: { kind: string }) => k.kind === 'counteroffer')).toMatchObject({ email: false, sms: true });
    await negotiation().apply(a.doc.id, null, { event: { party: 'collector', action: 'counteroffer', offers: [terms(300000, 3, '2099-02-01')] } });
    await waitUntil(async () => (await notices(a.user.id)).length === 1, 20_000, 200);
    expect((await notices(a.user.id))[0]).toMatchObject({ status: 'skipped', skipReason: 'turned_off' });

    await api.em().execute(`insert into notice_opt_outs (consumer_id, law_firm_id, channel, opted_out_at, source) values (?, ?, 'email', now(), 'link')`, [a.user.id, a.firm.id]);
    const listed = (await me.get('/api/v1/notification_preferences')).body.opt_outs;
    expect(listed).toEqual([expect.objectContaining({ law_firm_id: a.firm.id, firm_name: a.firm.name, channel: 'email' })]);
    expect((await me.post('/api/v1/notification_preferences/opt_in', { law_firm_id: a.firm.id, channel: 'email' })).body.opt_outs).toEqual([]);
    expect((await me.post('/api/v1/notification_preferences/opt_in', { law_firm_id: a.firm.id, channel: 'email' })).status).toBe(404);

    for (const body of [{}, [], null, 'x', { email_off: 'counteroffer', sms_off: [] }, { email_off: ['nope'], sms_off: [] }, { email_off: [1], sms_off: [] }, { email_off: [], sms_off: null }, { email_off: Array(50).fill('counteroffer'), sms_off: [] }]) {
      const res = await me.put('/api/v1/notification_preferences', body);
      expect(res.status).toBe(422);
      expect(typeof res.body.error).toBe('string');
    }
    for (const body of [{}, { law_firm_id: 'x', channel: 'email' }, { law_firm_id: 1.5, channel: 'email' }, { law_firm_id: -1, channel: 'email' }, { law_firm_id: 1e12, channel: 'email' }, { law_firm_id: 1, channel: 'fax' }, [1]]) {
      const res = await me.post('/api/v1/notification_preferences/opt_in', body);
      expect(res.status).toBe(422);
    }
    // Only the consumer's own: nobody signed in gets 401.
    expect((await new Client(api).get('/api/v1/notification_preferences')).status).toBe(401);
  }, 60_000);

  it('reminds of an autopay charge three days ahead, once, and not for a plan without autopay', async () => {
    const withAutopay = await account('NY', signedAgreement(terms(200000, 2, '2099-01-01')));
    const without = await account('NY', signedAgreement(terms(200000, 2, '2099-01-01')));
    const now = new Date();
    const day = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString().slice(0, 10);
    for (const a of [withAutopay, without]) {
      const [plan] = (await api.em().execute(
        `insert into payment_plans (customer_document_id, law_firm_id, user_id, status, total_cents, schedule) values (?, ?, ?, 'active', 200000, '[]') returning id`,
        [a.doc.id, a.firm.id, a.user.id],
      )) as Array<{ id: number }>;
      await api.em().execute(
        `insert into payment_installments (payment_plan_id, customer_document_id, law_firm_id, index, due_date, amount_cents) values (?, ?, ?, 0, ?, 100000), (?, ?, ?, 1, ?, 100000)`,
        [plan.id, a.doc.id, a.firm.id, day(2), plan.id, a.doc.id, a.firm.id, day(33)],
      );
      if (a === withAutopay)
        await api.em().execute(
          `insert into payment_autopays (payment_plan_id, customer_document_id, law_firm_id, user_id, provider, customer_id, payment_method_id, subscription_id, card_brand, card_last4, card_exp_month, card_exp_year)
           values (?, ?, ?, ?, 'demo', 'cus_1', 'pm_1', 'sub_1', 'visa', '4242', 12, 2034)`,
          [plan.id, a.doc.id, a.firm.id, a.user.id],
        );
    }
    const billing = api.app.get(BillingService);
    expect(await billing.remindUpcoming(now)).toBeGreaterThanOrEqual(1);
    expect(await billing.remindUpcoming(now)).toBe(0);
    const c = new Client(api);
    // Up to a minute: run alone, this test starts while the worker's clock still stands before 8 a.m.
    await waitUntil(async () => (await mailsTo(c, withAutopay.user.email)).length === 1, 60_000, 200);
    const [mail] = await mailsTo(c, withAutopay.user.email);
    expect(mail.subject).toBe(`Your autopay payment of $1,000.00 is on ${day(2)}`);
    expect(mail.text).toContain(DEBT_COLLECTOR_DISCLOSURE);
    // remindUpcoming wrote its notify jobs before it returned: once those of the plan without autopay (if any) and
    // their deliveries have finished, a reminder for it would be in the inbox.
    await settled(without.user.id);
    expect(await mailsTo(c, without.user.email)).toEqual([]);
    expect(await notices(without.user.id)).toEqual([]);
  }, 90_000);

  /** The consumer saves the lawsuit's dates through the walkthrough, as the page does. */
  async function saveLawsuitDates(user: { email: string }, docId: number, inputs: Record<string, unknown>) {
    const jo = await consumerClient(api, user.email, PASSWORD);
    return jo.post(`/api_controller/update_walk_through_step_response/${docId}`, { step_name: 'lawsuit_dates', inputs, encrypted: false });
  }
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

  it('reminds of the answer deadline ahead of it, once per account and lead time, and not after an opt-out', async () => {
    const reminded = await account('NY');
    const optedOut = await account('NY');
    const answerDue = inDays(5);
    // Garbage is refused with the rule's sentence and nothing is written.
    for (const bad of [{ answer_deadline: '2026-02-30' }, { answer_deadline: 'soon' }, { court_date: 20261208 }, { answer_deadline: answerDue, court_date: '3000-01-01' }]) {
      const res = await saveLawsuitDates(reminded.user, reminded.doc.id, bad);
      expect(res.status).toBe(422);
      expect(JSON.stringify(res.body)).toContain('Please enter a date (YYYY-MM-DD) within a year before or two years after today');
    }
    expect(await api.em().execute(`select k.answer_deadline, k.court_date from cases k join customer_documents d on d.case_id = k.id where d.id = ?`, [reminded.doc.id]))
      .toEqual([{ answer_deadline: null, court_date: null }]);
    for (const a of [reminded, optedOut]) expect((await saveLawsuitDates(a.user, a.doc.id, { answer_deadline: answerDue, court_date: '' })).status).toBe(200);
    await api.em().insert(NoticeOptOutRow, { consumerId: optedOut.user.id, lawFirmId: optedOut.firm.id, channel: 'email', optedOutAt: new Date(), source: 'link' });

    // The worker's payments clock scans too; whoever scans first queues the reminders, once.
    const reminders = api.app.get(LawsuitDeadlineReminders);
    await reminders.enqueueDue(new Date());
    expect(await reminders.enqueueDue(new Date())).toBe(0);
    const c = new Client(api);
    await waitUntil(async () => (await mailsTo(c, reminded.user.email)).length === 1, 60_000, 200);
    const [mail] = await mailsTo(c, reminded.user.email);
    expect(mail.subject).toBe(`Your answer to the lawsuit is due on ${answerDue}`);
    expect(mail.text).toContain(`Your answer to the lawsuit about your account with ${reminded.firm.name} is due on ${answerDue}, in `);
    expect(mail.text).toContain(DEBT_COLLECTOR_DISCLOSURE);
    expect(mail.text).toContain(`Open your account: http://localhost:`);
    expect(mail.text).toContain(`/customer_documents/${reminded.doc.id}`);
    const [notice] = await notices(reminded.user.id);
    expect(notice).toMatchObject({ kind: 'lawsuit_deadline_reminder', status: 'sent' });
    expect(notice.key).toContain(`.answer.${answerDue}.7.`);

    // The opted-out consumer's reminder was decided and skipped: no e-mail.
    await waitUntil(async () => (await notices(optedOut.user.id)).length === 1, 20_000, 200);
    expect((await notices(optedOut.user.id))[0]).toMatchObject({ kind: 'lawsuit_deadline_reminder', status: 'skipped', skipReason: 'opted_out' });
    expect(await mailsTo(c, optedOut.user.email)).toEqual([]);

    // Two days out, the nearer reminder comes once more (its own lead time); a date beyond seven days waits.
    await saveLawsuitDates(reminded.user, reminded.doc.id, { answer_deadline: inDays(9) });
    expect(await api.em().execute(`select count(*)::int as n from outbox_messages where job_id like ?`, [`notify-consumer.lawsuit_deadline_reminder.${reminded.doc.id}.answer.${inDays(9)}.%`]))
      .toEqual([{ n: 0 }]);
    await reminders.enqueueDue(new Date());
    expect(await api.em().execute(`select count(*)::int as n from outbox_messages where job_id like ?`, [`notify-consumer.lawsuit_deadline_reminder.${reminded.doc.id}.%`]))
      .toEqual([{ n: 1 }]);
  }, 90_000);

  it('sends at most one reminder of a kind a day: the second of the day is recorded as skipped, not sent', async () => {
    const { user, doc } = await account('NY');
    // An answer deadline and a court date both within a week: two reminders of the same kind on the same day.
    expect((await saveLawsuitDates(user, doc.id, { answer_deadline: inDays(6), court_date: inDays(2) })).status).toBe(200);
    await api.app.get(LawsuitDeadlineReminders).enqueueDue(new Date());
    const c = new Client(api);
    let rows: ConsumerNotice[] = [];
    await waitUntil(async () => (rows = await notices(user.id)).length === 2 && rows.some((r) => r.status === 'sent'), 60_000, 200);
    expect(rows.map((r) => r.status).sort()).toEqual(['sent', 'skipped']);
    const skipped = rows.find((r) => r.status === 'skipped')!;
    expect(skipped).toMatchObject({ kind: 'lawsuit_deadline_reminder', skipReason: 'daily_limit', reminderDay: null });
    const sent = rows.find((r) => r.status === 'sent')!;
    expect(sent.reminderDay).toBe(localDay(sent.scheduledFor));
    const mails = await mailsTo(c, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(sent.subject);
  }, 90_000);
});
