import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { JobName, QueueName } from '../../src/core/queue/jobs';
import { OutboxMessage } from '../../src/core/queue/outbox-message.entity';
import { OutboxService } from '../../src/core/queue/outbox.service';
import type { CaughtMail } from '../../src/modules/dev-mail/dev-mail.store';
import { AuditEvent, PasswordResetToken } from '../../src/modules/identity/entities';
import {
  PASSWORD_CHANGED,
  RESET_REQUESTED,
  RESET_TOKEN_INVALID,
} from '../../src/modules/identity/password-reset.service';
import { consumer, createFirm, collector, PASSWORD } from '../factories';
import { Client, consumerClient, inbox, startMailStack, TestApi, waitUntil } from '../harness';

/** The outbox, the relay and a job run by the real worker process, through the password-reset e-mail. */
describe('jobs through the outbox and the worker process', () => {
  let api: TestApi;
  let stack: Awaited<ReturnType<typeof startMailStack>>;
  beforeAll(async () => {
    stack = await startMailStack();
    api = stack.api;
  });
  afterAll(() => stack?.stop());

  it('e-mails a reset link through the worker, and the link sets a new password once', async () => {
    const person = await consumer(api.em());
    const signedInBefore = await consumerClient(api, person.email, PASSWORD);
    const c = new Client(api);
    const res = await c.post('/users/password', { email: person.email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: RESET_REQUESTED });

    let mail: CaughtMail | undefined;
    // A guard against a lost e-mail, not a time budget: on a loaded machine the worker can take several seconds.
    await waitUntil(
      async () => !!(mail = (await inbox(c)).find((m) => m.to.includes(person.email))),
      30_000,
      200,
    ).catch((err: Error) => {
      throw new Error(
        `${err.message}: no reset e-mail reached the catcher; the worker's last output:\n${stack.workerOutput().slice(-3000)}`,
      );
    });
    expect(mail!.subject).toBe('Reset your Parley password');
    const link = /https?:\/\/\S+reset_password_token=([\w%-]+)/.exec(mail!.text);
    expect(link).not.toBeNull();
    // Neither the outbox row nor the queued job holds a working link in clear.
    const stored = await api
      .em()
      .findOneOrFail(OutboxMessage, { jobName: JobName.SendEmail, payload: { to: person.email } });
    expect(JSON.stringify(stored.payload)).not.toContain(link![1]);
    const token = decodeURIComponent(link![1]);

    const row = await api
      .em()
      .findOneOrFail(OutboxMessage, { jobName: JobName.SendEmail, payload: { to: person.email } });
    expect(row.relayedAt).toBeInstanceOf(Date);
    await waitUntil(async () => !!(await api.em().findOneOrFail(OutboxMessage, row.id)).completedAt, 5_000);

    const mismatch = await c.put('/users/password', {
      reset_password_token: token,
      password: 'New-password-1',
      password_confirmation: 'Other-password-1',
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toContain("Passwords don't match");
    const short = await c.put('/users/password', {
      reset_password_token: token,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(short.status).toBe(422);

    const ok = await c.put('/users/password', {
      reset_password_token: token,
      password: 'New-password-1',
      password_confirmation: 'New-password-1',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: PASSWORD_CHANGED, sign_in_path: '/users/sign_in' });
    // A session held before the reset (perhaps by whoever knew the old password) is gone.
    expect((await signedInBefore.get('/api/v1/check_auth')).status).toBe(401);
    expect(
      (await new Client(api).post('/users/sign_in', { email: person.email, password: 'New-password-1' })).status,
    ).toBe(200);

    const again = await c.put('/users/password', {
      reset_password_token: token,
      password: 'Another-pass-2',
      password_confirmation: 'Another-pass-2',
    });
    expect(again.status).toBe(422);
    expect(again.body.error).toBe(RESET_TOKEN_INVALID);
    expect(await api.em().count(AuditEvent, { actor: person.id, action: 'password_reset' })).toBe(1);
  });

  it('answers an unknown address exactly like a known one and queues nothing', async () => {
    const before = await api.em().count(OutboxMessage, {});
    const res = await new Client(api).post('/users/password', { email: 'nobody-here@example.test' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: RESET_REQUESTED });
    expect(await api.em().count(OutboxMessage, {})).toBe(before);
  });

  it('queues one e-mail for repeated requests within a minute, and refuses garbage with 422', async () => {
    const em = api.em();
    const staff = await collector(em, await createFirm(em));
    const c = new Client(api);
    await c.post('/users/password', { email: staff.email });
    await c.post('/users/password', { email: staff.email });
    expect(await api.em().count(PasswordResetToken, { user: staff.id })).toBe(1);
    for (const body of [{}, { email: 12 }, { email: 'not an email' }, []])
      expect((await c.post('/users/password', body)).status).toBe(422);
    for (const body of [
      {},
      { reset_password_token: '', password: 'New-password-1', password_confirmation: 'New-password-1' },
      { reset_password_token: 'x', password: 5 },
    ])
      expect((await c.put('/users/password', body)).status).toBe(422);
    const unknown = await c.put('/users/password', {
      reset_password_token: 'never-issued',
      password: 'New-password-1',
      password_confirmation: 'New-password-1',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error).toBe(RESET_TOKEN_INVALID);
  });

  it('writes nothing to the outbox when the transaction that caused the job rolls back', async () => {
    const outbox = api.app.get(OutboxService);
    const before = await api.em().count(OutboxMessage, {});
    await expect(
      api.em().transactional(async (em) => {
        outbox.enqueue(
          em,
          JobName.SendEmail,
          { template: 'password_reset', to: 'x@example.test', params: { link: 'http://x' } },
          'rollback-test',
        );
        await em.flush();
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await api.em().count(OutboxMessage, {})).toBe(before);
  });

  it('never runs one change twice: a second add with the same job id is ignored, a completed job is skipped', async () => {
    const queue = api.app.get<Queue>(getQueueToken(QueueName.NotificationEmail), { strict: false });
    const em = api.em();
    const message = api.app
      .get(OutboxService)
      .enqueue(
        em,
        JobName.SendEmail,
        { template: 'password_reset', to: 'dup@example.test', params: { link: 'http://localhost/x' } },
        'dedupe-test',
      );
    await em.flush();
    await waitUntil(async () => !!(await api.em().findOneOrFail(OutboxMessage, message.id)).completedAt, 15_000, 100);
    // A second relay of the same change while BullMQ still remembers the job (its id is the row's delivery id) adds
    // nothing new...
    const again = await queue.add(
      JobName.SendEmail,
      { outboxId: message.id, payload: message.payload },
      { jobId: message.deliveryId },
    );
    expect(again.id).toBe(message.deliveryId);
    // ...and once BullMQ has forgotten it, the worker still skips the completed change.
    await (await queue.getJob(message.deliveryId))?.remove();
    await queue.add(
      JobName.SendEmail,
      { outboxId: message.id, payload: message.payload },
      { jobId: message.deliveryId },
    );
    await waitUntil(async () => (await queue.getJob(message.deliveryId))?.finishedOn !== undefined, 10_000, 100);
    expect(await queue.getJobState(message.deliveryId)).toBe('completed');
    const c = new Client(api);
    // A marker e-mail through the same queue after it: once it has arrived, a duplicate would have too.
    api.app
      .get(OutboxService)
      .enqueue(
        em,
        JobName.SendEmail,
        { template: 'password_reset', to: 'dup-marker@example.test', params: { link: 'http://localhost/x' } },
        `dedupe-marker-${message.id}`,
      );
    await em.flush();
    await waitUntil(async () => (await inbox(c)).some((m) => m.to.includes('dup-marker@example.test')), 15_000, 100);
    expect((await inbox(c)).filter((m) => m.to.includes('dup@example.test'))).toHaveLength(1);
  });
});
