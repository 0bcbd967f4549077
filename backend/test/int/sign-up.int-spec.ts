import { SIGN_UP_ERRORS } from '@parley/domain/identity/sign-up';
import { TOO_MANY_REQUESTS } from '../../src/core/auth/rate-limit';
import { JobName } from '../../src/core/queue/jobs';
import { OutboxMessage } from '../../src/core/queue/outbox-message.entity';
import type { CaughtMail } from '../../src/modules/dev-mail/dev-mail.store';
import { UNCONFIRMED, INVALID_CREDENTIALS } from '../../src/modules/identity/auth.service';
import { AuditEvent, EmailConfirmationToken, User, UserKind } from '../../src/modules/identity/entities';
import {
  ALREADY_CONFIRMED,
  CONFIRMATION_SENT,
  CONFIRMATION_TOKEN_EXPIRED,
  CONFIRMATION_TOKEN_INVALID,
  CONFIRMED,
} from '../../src/modules/identity/sign-up.service';
import { randomUUID } from 'node:crypto';
import { collector, consumer, createFirm, PASSWORD } from '../factories';
import { Client, inbox, startMailStack, TestApi, waitUntil } from '../harness';

const NEW_PASSWORD = 'Sunny-days-42';

/** Consumer sign-up, the confirmation e-mail sent by the real worker, confirming, resending and the limits. */
describe('consumer sign-up and e-mail confirmation', () => {
  let api: TestApi;
  let stack: Awaited<ReturnType<typeof startMailStack>>;
  beforeAll(async () => {
    stack = await startMailStack();
    api = stack.api;
  });
  afterAll(() => stack?.stop());

  const freshEmail = () => `new-person-${randomUUID().slice(0, 8)}@example.test`;
  const linksOf = async (email: string) => ({ user: (await api.em().findOneOrFail(User, { email })).id });
  const signUpBody = (email: string, extra: Record<string, unknown> = {}) => ({
    first_name: 'Ana',
    last_name: 'Lopez',
    email,
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
    ...extra,
  });
  const mailsTo = async (c: Client, email: string) => (await inbox(c)).filter((m) => m.to.includes(email));
  const waitForMails = async (c: Client, email: string, count: number): Promise<CaughtMail[]> => {
    let found: CaughtMail[] = [];
    await waitUntil(async () => (found = await mailsTo(c, email)).length >= count, 15_000, 200);
    return found;
  };
  const tokenIn = (mail: CaughtMail) => {
    const match = /https?:\/\/\S+\/users\/confirmation\?confirmation_token=([\w%-]+)/.exec(mail.text);
    expect(match).not.toBeNull();
    return decodeURIComponent(match![1]);
  };
  /** Waits until every e-mail job queued so far for `email` has run, so "nothing more arrived" is a fact. */
  const jobsDone = (email: string) =>
    waitUntil(async () => {
      const rows = await api.em().find(OutboxMessage, { jobName: JobName.SendEmail, payload: { to: email } });
      return rows.every((r) => r.completedAt);
    }, 15_000, 200);

  it('signs up, refuses sign-in until confirmed, and the e-mailed link confirms, signs in and names the dashboard', async () => {
    const email = freshEmail();
    const c = new Client(api);
    const res = await c.post('/users/sign_up', signUpBody(email.toUpperCase(), { first_name: '  Ana ' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true });

    const user = await api.em().findOneOrFail(User, { email });
    expect(user.kind).toBe(UserKind.Consumer);
    expect(user.firstName).toBe('Ana');
    expect(user.confirmedAt).toBeNull();
    expect(user.lawFirm).toBeNull();

    const blocked = await new Client(api).post('/users/sign_in', { email, password: NEW_PASSWORD });
    expect(blocked.status).toBe(401);
    expect(blocked.body).toEqual({ error: UNCONFIRMED });
    // A wrong password learns nothing about the address waiting for confirmation.
    const wrong = await new Client(api).post('/users/sign_in', { email, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: INVALID_CREDENTIALS });

    const [mail] = await waitForMails(c, email, 1);
    expect(mail.subject).toBe('Confirm your Parley account');
    expect(mail.text).toContain('Welcome to Parley, Ana!');
    const token = tokenIn(mail);
    // Neither the outbox row nor the queued job holds a working link in clear.
    const stored = await api.em().findOneOrFail(OutboxMessage, { jobName: JobName.SendEmail, payload: { to: email } });
    expect(JSON.stringify(stored.payload)).not.toContain(token);
    const row = await api.em().findOneOrFail(EmailConfirmationToken, { user: user.id });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(6.9 * 86_400_000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThan(7.1 * 86_400_000);

    // Opening the link is a page (GET changes nothing); the page sends the token.
    const opener = new Client(api);
    const confirmed = await opener.put('/users/confirmation', { confirmation_token: token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ success: true, message: CONFIRMED, redirect_url: '/my_dashboard' });
    const auth = await opener.get('/api/v1/check_auth').expect(200);
    expect(auth.body.current_user).toEqual(expect.objectContaining({ email, first_name: 'Ana', last_name: 'Lopez', is_consumer: true }));
    // The new consumer's dashboard is empty, not an error.
    const dashboard = await opener.get('/my_dashboard.json').expect(200);
    expect(dashboard.body.cases).toEqual([]);
    expect(dashboard.body.unorganizedDocuments).toEqual([]);
    expect(dashboard.body.financial_report.status).toBe('consent_required');

    expect((await new Client(api).post('/users/sign_in', { email, password: NEW_PASSWORD })).status).toBe(200);
    const reused = await new Client(api).put('/users/confirmation', { confirmation_token: token });
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({ error: ALREADY_CONFIRMED, errors: [ALREADY_CONFIRMED] });
    expect(await api.em().count(AuditEvent, { actor: user.id, action: 'email_confirmed' })).toBe(1);
  });

  it('answers an address that already has an account exactly like a new one, e-mails its owner, and changes nothing', async () => {
    const person = await consumer(api.em());
    const staff = await collector(api.em(), await createFirm(api.em()));
    const c = new Client(api);
    for (const existing of [person, staff]) {
      const res = await c.post('/users/sign_up', signUpBody(existing.email, { first_name: 'Mallory', password: 'Taken-over-1', password_confirmation: 'Taken-over-1' }));
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ success: true });
    }
    const fresh = await c.post('/users/sign_up', signUpBody(freshEmail()));
    expect(fresh.status).toBe(201);
    expect(fresh.body).toEqual({ success: true });

    for (const [existing, signIn] of [
      [person, '/users/sign_in'],
      [staff, '/collectors'],
    ] as const) {
      const [mail] = await waitForMails(c, existing.email, 1);
      expect(mail.subject).toBe('You already have a Parley account');
      expect(mail.text).toContain(`Sign in: `);
      expect(mail.text).toMatch(new RegExp(`Sign in: https?://\\S+${signIn}\\n`));
      expect(mail.text).not.toContain('confirmation_token');
      expect(await api.em().count(EmailConfirmationToken, { user: existing.id })).toBe(0);
      const after = await api.em().findOneOrFail(User, existing.id);
      expect(after.firstName).toBe('Test');
      expect(after.kind).toBe(existing.kind);
      expect(after.confirmedAt).not.toBeNull();
    }
    // The owner's password still works and the intruder's does not.
    expect((await new Client(api).post('/users/sign_in', { email: person.email, password: PASSWORD })).status).toBe(200);
    expect((await new Client(api).post('/users/sign_in', { email: person.email, password: 'Taken-over-1' })).status).toBe(401);
    // A second attempt within the minute e-mails nothing more.
    await c.post('/users/sign_up', signUpBody(person.email));
    await jobsDone(person.email);
    expect(await mailsTo(c, person.email)).toHaveLength(1);
  });

  it('a second sign-up of an unconfirmed address sends a new link, not a second account; parallel sign-ups make one user', async () => {
    const email = freshEmail();
    const answers = await Promise.all(Array.from({ length: 4 }, () => new Client(api).post('/users/sign_up', signUpBody(email))));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(answers.every((a) => a.body.success === true)).toBe(true);
    expect(await api.em().count(User, { email })).toBe(1);
    // Within the minute: one link only.
    await jobsDone(email);
    const c = new Client(api);
    expect(await mailsTo(c, email)).toHaveLength(1);
    // A minute later another sign-up sends a new link; either link confirms.
    await api.em().nativeUpdate(EmailConfirmationToken, await linksOf(email), { createdAt: new Date(Date.now() - 2 * 60_000) });
    expect((await c.post('/users/sign_up', signUpBody(email))).status).toBe(201);
    const mails = await waitForMails(c, email, 2);
    expect(mails.every((m) => m.subject === 'Confirm your Parley account')).toBe(true);
    const tokens = mails.map(tokenIn);
    expect(new Set(tokens).size).toBe(2);
    expect((await new Client(api).put('/users/confirmation', { confirmation_token: tokens[0] })).status).toBe(200);
    // Confirming with one link ends the other.
    expect((await new Client(api).put('/users/confirmation', { confirmation_token: tokens[1] })).body.error).toBe(ALREADY_CONFIRMED);
  });

  it('resends the confirmation link, answering 200 alike for unknown, confirmed and waiting addresses', async () => {
    const email = freshEmail();
    const c = new Client(api);
    expect((await c.post('/users/sign_up', signUpBody(email))).status).toBe(201);
    await waitForMails(c, email, 1);
    const known = await consumer(api.em());
    for (const address of ['nobody-at-all@example.test', known.email, email]) {
      const res = await c.post('/users/confirmation', { email: address });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: CONFIRMATION_SENT });
    }
    // Within a minute of the first link nothing more is sent.
    await jobsDone(email);
    expect(await mailsTo(c, email)).toHaveLength(1);
    await api.em().nativeUpdate(EmailConfirmationToken, await linksOf(email), { createdAt: new Date(Date.now() - 2 * 60_000) });
    expect((await c.post('/users/confirmation', { email: email.toUpperCase() })).status).toBe(200);
    const mails = await waitForMails(c, email, 2);
    const newest = tokenIn(mails[mails.length - 1]);
    expect((await new Client(api).put('/users/confirmation', { confirmation_token: newest })).status).toBe(200);
    // Nothing went to the confirmed or the unknown address.
    await jobsDone(known.email);
    expect(await mailsTo(c, known.email)).toHaveLength(0);
    expect(await api.em().count(OutboxMessage, { jobName: JobName.SendEmail, payload: { to: 'nobody-at-all@example.test' } })).toBe(0);
  });

  it('refuses an unknown, altered or expired token with 422 and leaves the address unconfirmed', async () => {
    const email = freshEmail();
    const c = new Client(api);
    await c.post('/users/sign_up', signUpBody(email));
    const token = tokenIn((await waitForMails(c, email, 1))[0]);
    for (const wrong of ['no-such-token', `${token}x`, token.slice(1)]) {
      const res = await c.put('/users/confirmation', { confirmation_token: wrong });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ error: CONFIRMATION_TOKEN_INVALID, errors: [CONFIRMATION_TOKEN_INVALID] });
    }
    await api.em().nativeUpdate(EmailConfirmationToken, await linksOf(email), { expiresAt: new Date(Date.now() - 1000) });
    const expired = await c.put('/users/confirmation', { confirmation_token: token });
    expect(expired.status).toBe(422);
    expect(expired.body.error).toBe(CONFIRMATION_TOKEN_EXPIRED);
    expect((await api.em().findOneOrFail(User, { email })).confirmedAt).toBeNull();
    expect((await c.get('/api/v1/check_auth')).status).toBe(401);
  });

  it('answers bad input with 422 and the stated sentences, all at once, writing nothing', async () => {
    const c = new Client(api);
    const email = freshEmail();
    const all = await c.post('/users/sign_up', { first_name: ' ', last_name: '', email: 'not-an-email', password: 'short', password_confirmation: 'other' });
    expect(all.status).toBe(422);
    expect(all.body).toEqual({
      error: "First name can't be blank",
      errors: [
        "First name can't be blank",
        "Last name can't be blank",
        'Email is invalid',
        'Password is too short (minimum is 8 characters)',
        "Password confirmation doesn't match Password",
      ],
    });
    const cases: Array<[Record<string, unknown>, string]> = [
      [signUpBody(email, { first_name: '' }), SIGN_UP_ERRORS.firstNameBlank],
      [signUpBody(email, { last_name: '   ' }), SIGN_UP_ERRORS.lastNameBlank],
      [signUpBody('ana@'), SIGN_UP_ERRORS.emailInvalid],
      [signUpBody(email, { password: 'seven77', password_confirmation: 'seven77' }), SIGN_UP_ERRORS.passwordTooShort],
      [signUpBody(email, { password_confirmation: `${NEW_PASSWORD}!` }), SIGN_UP_ERRORS.confirmationMismatch],
      [signUpBody(email, { first_name: 'a'.repeat(101) }), SIGN_UP_ERRORS.firstNameTooLong],
    ];
    for (const [body, sentence] of cases) {
      const res = await c.post('/users/sign_up', body);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ error: sentence, errors: [sentence] });
    }
    expect(await api.em().count(User, { email })).toBe(0);
  });

  it('answers garbage with 422 and a sentence, never 500, on every new endpoint', async () => {
    const c = new Client(api);
    const garbage: unknown[] = [
      {},
      [],
      [signUpBody('a@b.test')],
      { first_name: 5, last_name: true, email: {}, password: [], password_confirmation: null },
      { first_name: 'A', last_name: 'B', email: `${'a'.repeat(300)}@b.test`, password: 'x'.repeat(300), password_confirmation: 'x'.repeat(300) },
      { first_name: 'A\u0000', last_name: 'B', email: 'a\u0000@b.test', password: 'long enough', password_confirmation: 'long enough' },
      { email: ['a@b.test'], confirmation_token: { $ne: null } },
      { confirmation_token: '' },
      { confirmation_token: 42 },
      { confirmation_token: 'x'.repeat(500) },
    ];
    for (const path of ['/users/sign_up', '/users/confirmation']) {
      for (const body of garbage) {
        const res = await c.post(path, body);
        expect(res.status).toBe(422);
        expect(typeof res.body.error).toBe('string');
      }
    }
    for (const body of garbage) {
      const res = await c.put('/users/confirmation', body);
      expect(res.status).toBe(422);
      expect(typeof res.body.error).toBe('string');
    }
    const token = await c.csrf();
    for (const raw of ['"text"', '5', 'null', 'true']) {
      for (const path of ['/users/sign_up', '/users/confirmation']) {
        const res = await c.agent.post(path).set('X-CSRF-Token', token).set('Content-Type', 'application/json').send(raw);
        expect(res.status).toBe(422);
        expect(typeof res.body.error).toBe('string');
      }
    }
    const invalidJson = await c.agent.post('/users/sign_up').set('X-CSRF-Token', token).set('Content-Type', 'application/json').send('{"email":');
    expect(invalidJson.status).toBe(422);
    // No CSRF header: refused before anything is read.
    const noCsrf = await new Client(api).agent.post('/users/sign_up').send(signUpBody(freshEmail()));
    expect(noCsrf.status).toBe(403);
    expect(await api.em().count(User, { email: { $like: 'a%@b.test' } })).toBe(0);
  });

  it('rate limits sign-up and resend per address and e-mail like sign-in, answering known and unknown addresses alike', async () => {
    const known = await consumer(api.em());
    for (const email of [freshEmail(), known.email]) {
      const c = new Client(api);
      for (let i = 0; i < 5; i++) expect((await c.post('/users/sign_up', signUpBody(email))).status).toBe(201);
      const blocked = await c.post('/users/sign_up', signUpBody(email));
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ error: TOO_MANY_REQUESTS });
    }
    const email = freshEmail();
    const c = new Client(api);
    for (let i = 0; i < 5; i++) expect((await c.post('/users/confirmation', { email })).status).toBe(200);
    const blocked = await c.post('/users/confirmation', { email });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: TOO_MANY_REQUESTS });
    // Another address is not held back by the first one's count.
    expect((await c.post('/users/confirmation', { email: freshEmail() })).status).toBe(200);
  });

  it('a password reset proves the address: an unconfirmed sign-up is confirmed by it', async () => {
    const email = freshEmail();
    const c = new Client(api);
    await c.post('/users/sign_up', signUpBody(email));
    expect((await c.post('/users/password', { email })).status).toBe(200);
    let reset: CaughtMail | undefined;
    await waitUntil(async () => !!(reset = (await mailsTo(c, email)).find((m) => m.subject === 'Reset your Parley password')), 15_000, 200);
    const token = decodeURIComponent(/reset_password_token=([\w%-]+)/.exec(reset!.text)![1]);
    expect((await c.put('/users/password', { reset_password_token: token, password: 'Brand-new-pass-9', password_confirmation: 'Brand-new-pass-9' })).status).toBe(200);
    expect((await new Client(api).post('/users/sign_in', { email, password: 'Brand-new-pass-9' })).status).toBe(200);
  });
});
