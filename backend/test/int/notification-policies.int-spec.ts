import { EntityManager } from '@mikro-orm/postgresql';
import { JobName } from '../../src/core/queue/jobs';
import { OutboxMessage } from '../../src/core/queue/outbox-message.entity';
import type { CaughtMail } from '../../src/modules/dev-mail/dev-mail.store';
import { FirmNotifier, NotificationPolicy } from '../../src/modules/notification-policies';
import { collector, consumer, createFirm, firmAdmin, onCallAdmin, PASSWORD } from '../factories';
import { Client, collectorClient, consumerClient, inbox, startMailStack, TestApi, waitUntil } from '../harness';

/** Manage Notifications and the routing of firm events to e-mail recipients by the worker. */
describe('notification policies', () => {
  let api: TestApi;
  let stack: Awaited<ReturnType<typeof startMailStack>>;
  beforeAll(async () => {
    stack = await startMailStack();
    api = stack.api;
  });
  afterAll(() => stack?.stop());

  async function member() {
    const em = api.em();
    const firm = await createFirm(em);
    const admin = await firmAdmin(em, firm);
    const agent = await collector(em, firm);
    return { firm, admin, agent, c: await collectorClient(api, agent.email, PASSWORD) };
  }

  it('lists the actions and states, adds a policy (normalised), lists it and deletes it', async () => {
    const { c } = await member();
    const actions = (await c.get('/collectors/api/get_notification_policy_actions')).body.actions.map(
      (a: { value: string }) => a.value,
    );
    expect(actions).toEqual([
      '*',
      'make_offer',
      'request_payment_details',
      'request_settlement_agreement',
      'new_message_from_consumer',
      'auto_answer',
    ]);
    const states = (await c.get('/collectors/api/get_notification_policy_states')).body.states;
    expect(states[0]).toEqual({ value: '*', label: 'All states' });
    expect(states.map((s: { value: string }) => s.value)).toContain('TX');

    const add = await c.post('/collectors/api/add_notification_policy', {
      email_type: 'make_offer',
      state: ['tx', 'CA'],
      emails: [' Lead@Firm.test ', '', 'lead@firm.test', 'b@firm.test'],
    });
    expect(add.status).toBe(200);
    expect(add.body.policy).toMatchObject({
      email_type: 'make_offer',
      state: 'CA;TX',
      states: ['CA', 'TX'],
      addresses: 'lead@firm.test;b@firm.test',
      emails: ['lead@firm.test', 'b@firm.test'],
    });
    const all = await c.post('/collectors/api/add_notification_policy', {
      email_type: '',
      state: ['*'],
      emails: ['x@firm.test'],
    });
    expect(all.body.policy).toMatchObject({ email_type: '*', state: '*', states: [] });
    const list = (await c.get('/collectors/api/get_notification_policies')).body.policies;
    expect(list.map((p: { id: number }) => p.id)).toEqual([add.body.policy.id, all.body.policy.id]);

    expect((await c.delete(`/collectors/api/notification_policies/${add.body.policy.id}`)).status).toBe(200);
    expect(
      (await c.get('/collectors/api/get_notification_policies')).body.policies.map((p: { id: number }) => p.id),
    ).toEqual([all.body.policy.id]);
    expect((await c.delete(`/collectors/api/notification_policies/${add.body.policy.id}`)).status).toBe(404);
  });

  it('answers 404 across firms and 422 for garbage; refuses on-call admins, consumers and nobody', async () => {
    const a = await member();
    const b = await member();
    const theirs = (
      await b.c.post('/collectors/api/add_notification_policy', {
        email_type: 'make_offer',
        state: [],
        emails: ['b@firm.test'],
      })
    ).body.policy;
    expect((await a.c.delete(`/collectors/api/notification_policies/${theirs.id}`)).status).toBe(404);
    expect((await a.c.get('/collectors/api/get_notification_policies')).body.policies).toEqual([]);
    expect(await api.em().count(NotificationPolicy, { id: theirs.id })).toBe(1);

    const garbage: unknown[] = [
      {},
      [],
      { email_type: 'make_offer', state: [], emails: [] },
      { email_type: 'make_offer', state: [], emails: ['', ''] },
      { email_type: 'make_offer', state: [], emails: ['', 'b@firm.test'] },
      { email_type: 'make_offer', state: [], emails: ['not-an-email'] },
      { email_type: 'pay_me', state: [], emails: ['a@firm.test'] },
      { email_type: 'make_offer', state: ['XX'], emails: ['a@firm.test'] },
      { email_type: 'make_offer', state: 'TX', emails: 'a@firm.test' },
      { email_type: 5, state: [], emails: ['a@firm.test'] },
    ];
    const messages: string[] = [];
    for (const body of garbage) {
      const res = await a.c.post('/collectors/api/add_notification_policy', body);
      expect(res.status).toBe(422);
      messages.push(res.body.error);
    }
    expect(messages).toContain('Please enter at least one email address');
    expect(messages).toContain('Please enter the first email address');
    expect(await api.em().count(NotificationPolicy, { lawFirm: a.firm.id })).toBe(0);
    for (const id of ['abc', '-1', '1.5', '99999999999'])
      expect((await a.c.delete(`/collectors/api/notification_policies/${id}`)).status).toBe(422);

    const oncall = await collectorClient(api, (await onCallAdmin(api.em())).email, PASSWORD);
    expect((await oncall.get('/collectors/api/get_notification_policies')).status).toBe(403);
    const person = await consumerClient(api, (await consumer(api.em())).email, PASSWORD);
    expect((await person.get('/collectors/api/get_notification_policies')).status).toBe(403);
    expect((await new Client(api).get('/collectors/api/get_notification_policies')).status).toBe(401);
  });

  it('routes a make_offer event for a Texas account to exactly the matching recipients, once, even when the job runs twice', async () => {
    const { firm, admin, c } = await member();
    const tag = Date.now();
    const to = (n: string) => `${n}-${tag}@firm.test`;
    await c.post('/collectors/api/add_notification_policy', {
      email_type: 'make_offer',
      state: ['TX'],
      emails: [to('tx'), to('lead')],
    });
    await c.post('/collectors/api/add_notification_policy', {
      email_type: '*',
      state: ['TX', 'CA'],
      emails: [to('lead'), to('west')],
    });
    await c.post('/collectors/api/add_notification_policy', {
      email_type: 'make_offer',
      state: ['NY'],
      emails: [to('ny')],
    });
    await c.post('/collectors/api/add_notification_policy', {
      email_type: 'new_message_from_consumer',
      state: [],
      emails: [to('chat')],
    });

    const notifier = api.app.get(FirmNotifier);
    const event = {
      eventKey: `offer-${tag}`,
      lawFirmId: firm.id,
      eventType: 'make_offer' as const,
      customerDocumentId: 4242,
      lawsuitState: 'TX',
      summary: { customerName: 'Jordan Ellis', plaintiffName: 'Midland Credit', amount: '$1,200.00' },
    };
    await api.em().transactional(async (em) => notifier.notify(em as EntityManager, event));
    const expected = [to('tx'), to('lead'), to('west')].sort();
    const mine = async (): Promise<CaughtMail[]> =>
      (await inbox(c)).filter((m) => m.to.some((t) => t.includes(`-${tag}@`)));
    await waitUntil(async () => (await mine()).length >= expected.length, 15_000, 200);

    const routing = await api
      .em()
      .findOneOrFail(OutboxMessage, { jobName: JobName.RouteFirmNotification, payload: { eventKey: event.eventKey } });
    // Run the routing job a second time through the real queue under a fresh id (BullMQ would otherwise dedupe it).
    await api
      .em()
      .nativeUpdate(
        OutboxMessage,
        { id: routing.id },
        { completedAt: null, relayedAt: null, jobId: `${routing.jobId}.again` },
      );
    await waitUntil(async () => !!(await api.em().findOneOrFail(OutboxMessage, routing.id)).completedAt, 15_000, 100);
    // Every e-mail the second run could have enqueued is an outbox row written in its transaction: once none of them
    // is still open and a marker e-mail enqueued after them has arrived, a duplicate would have arrived too.
    await waitUntil(
      async () =>
        (await api.em().count(OutboxMessage, {
          jobName: JobName.SendEmail,
          completedAt: null,
          jobId: { $like: `%.${firm.id}.${event.eventKey}.%` },
        })) === 0,
      15_000,
      100,
    );
    const markerTo = `marker.${tag}@example.test`;
    const markerFirm = await member();
    await markerFirm.c.post('/collectors/api/add_notification_policy', { email_type: '*', state: [], emails: [markerTo] });
    await api
      .em()
      .transactional(async (em) =>
        notifier.notify(em as EntityManager, { ...event, eventKey: `marker-${tag}`, lawFirmId: markerFirm.firm.id }),
      );
    await waitUntil(async () => (await inbox(c)).some((m) => m.to.includes(markerTo)), 15_000, 100);

    const mails = await mine();
    expect(mails.flatMap((m) => m.to).sort()).toEqual(expected);
    expect(mails[0].subject).toBe('Parley: Jordan Ellis made a settlement offer.');
    expect(mails[0].text).toContain('/collectors/accounts?filters[customer_document_id]=4242');
    expect(mails[0].text).toContain('State: TX');
    expect(mails.flatMap((m) => m.to)).not.toContain(admin.email);
  });

  it("falls back to the firm's admins when no policy matches", async () => {
    const { firm, admin } = await member();
    const notifier = api.app.get(FirmNotifier);
    await api
      .em()
      .transactional(async (em) =>
        notifier.notify(em as EntityManager, {
          eventKey: `pd-${Date.now()}`,
          lawFirmId: firm.id,
          eventType: 'request_payment_details',
          customerDocumentId: 7,
          lawsuitState: 'FL',
          summary: {},
        }),
      );
    const c = new Client(api);
    let mail: CaughtMail | undefined;
    await waitUntil(async () => !!(mail = (await inbox(c)).find((m) => m.to.includes(admin.email))), 15_000, 200);
    expect(mail!.subject).toBe("Parley: A consumer's settlement needs your payment details.");
  });
});
