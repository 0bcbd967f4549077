import { CSRF_ERROR } from '../../src/core/auth/csrf.middleware';
import { SessionService } from '../../src/core/auth/session';
import { COLLECTORS_ONLY, CONSUMERS_ONLY, SIGN_IN_REQUIRED } from '../../src/core/auth/guards';
import { TOO_MANY_ATTEMPTS } from '../../src/core/auth/rate-limit';
import { resetConfigForTests } from '../../src/core/config/config';
import { INVALID_CREDENTIALS, INVALID_LOGIN_TOKEN } from '../../src/modules/identity/auth.service';
import { AuditEvent, User } from '../../src/modules/identity/entities';
import { ENTITY_USER_NO_FULL_SSN } from '../../src/modules/identity/identity.service';
import { UserKind } from '../../src/modules/identity/entities';
import { collector, consumer, createFirm, createUser, firmAdmin, onCallAdmin, PASSWORD } from '../factories';
import { Client, collectorClient, consumerClient, startApi, TestApi } from '../harness';

describe('sign-in, sessions and CSRF', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startApi()));
  afterAll(() => api.close());

  it('sets a readable XSRF-TOKEN cookie and refuses writes without the matching header', async () => {
    const c = new Client(api);
    const res = await c.get('/api/v1/csrf').expect(200);
    await c.csrf();
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/XSRF-TOKEN=[\w-]{20,}/);
    expect(cookie).not.toMatch(/XSRF-TOKEN=[^,]*HttpOnly/);
    const noHeader = await c.agent.post('/collectors/api/login').send({ email: 'a@b.test', password: 'x' });
    expect(noHeader.status).toBe(403);
    expect(noHeader.body).toEqual({ error: CSRF_ERROR });
    const wrong = await c.agent.post('/collectors/api/login').set('X-CSRF-Token', 'forged').send({ email: 'a@b.test', password: 'x' });
    expect(wrong.status).toBe(403);
    const noCookie = await new Client(api).agent.delete('/users/sign_out').set('X-CSRF-Token', 'anything');
    expect(noCookie.status).toBe(403);
  });

  it('signs a collector in with e-mail and password and answers check_auth with the firm', async () => {
    const em = api.em();
    const firm = await createFirm(em);
    const user = await collector(em, firm, { canViewFullSsn: true });
    const c = new Client(api);
    const res = await c.post('/collectors/api/login', { email: user.email.toUpperCase(), password: PASSWORD });
    expect(res.status).toBe(200);
    const session = String(res.headers['set-cookie']);
    expect(session).toMatch(/parley\.sid=.*HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    const auth = await c.get('/collectors/api/check_auth').expect(200);
    expect(auth.body).toEqual({
      scope: 'user',
      current_user: expect.objectContaining({
        id: user.id,
        email: user.email,
        law_firm: { id: firm.id, name: firm.name },
        is_collector: true,
        is_consumer: false,
        // A firm member is not the firm's entity user (only the shared code signs in as that).
        is_law_firm_entity: false,
        law_firm_id: firm.id,
        can_view_full_ssn: true,
      }),
    });
    expect((await c.get('/collectors/api/basic_stats').expect(200)).body).toEqual({ is_on_call_admin: false });
    const audit = await api.em().find(AuditEvent, { actor: user.id, action: 'sign_in' });
    expect(audit).toHaveLength(1);
  });

  it('reads a request\'s session and its user in one statement, and a user changed meanwhile as changed', async () => {
    const em = api.em();
    const firm = await createFirm(em);
    const user = await collector(em, firm, { canViewFullSsn: false });
    const c = await collectorClient(api, user.email, PASSWORD);
    const pool = api.app.get(SessionService).setup.pool;
    const sent: string[] = [];
    const query = pool.query.bind(pool);
    const spy = jest.spyOn(pool, 'query').mockImplementation(((text: unknown, ...rest: unknown[]) => {
      sent.push(typeof text === 'string' ? text : String((text as { text?: string }).text));
      return (query as (...a: unknown[]) => unknown)(text, ...rest);
    }) as typeof pool.query);
    try {
      const first = await c.get('/collectors/api/check_auth').expect(200);
      expect(first.body.current_user.can_view_full_ssn).toBe(false);
      expect(sent.filter((q) => /from "sessions"/.test(q))).toHaveLength(1);
      expect(sent.filter((q) => /from users where id/.test(q))).toHaveLength(0);
      await em.nativeUpdate(User, { id: user.id }, { canViewFullSsn: true });
      expect((await c.get('/collectors/api/check_auth').expect(200)).body.current_user.can_view_full_ssn).toBe(true);
      await em.nativeDelete(User, { id: user.id });
      expect((await c.get('/collectors/api/check_auth')).status).toBe(401);
    } finally {
      spy.mockRestore();
    }
  });

  it('signs a collector in with a login token', async () => {
    const em = api.em();
    const user = await firmAdmin(em, await createFirm(em), { loginToken: 'token-for-int-test-1' });
    const c = new Client(api);
    expect((await c.post('/collectors/api/login', { auth_token: 'token-for-int-test-1' })).status).toBe(200);
    expect((await c.get('/collectors/api/check_auth').expect(200)).body.current_user.id).toBe(user.id);
    const bad = await new Client(api).post('/collectors/api/login', { auth_token: 'no-such-token' });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ error: INVALID_LOGIN_TOKEN });
  });

  it('answers 401 {error} for a wrong password, an unknown e-mail and a consumer at the collector login', async () => {
    const em = api.em();
    const user = await collector(em, await createFirm(em));
    const person = await consumer(em);
    for (const body of [
      { email: user.email, password: 'wrong-password' },
      { email: 'nobody@nowhere.test', password: PASSWORD },
      { email: person.email, password: PASSWORD },
    ]) {
      const res = await new Client(api).post('/collectors/api/login', body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: INVALID_CREDENTIALS });
    }
  });

  it('answers 401 to signed-out calls and 403 across the collector/consumer line', async () => {
    const anonymous = new Client(api);
    for (const path of ['/collectors/api/check_auth', '/collectors/api/basic_stats', '/api/v1/check_auth']) {
      const res = await anonymous.get(path);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: SIGN_IN_REQUIRED });
    }
    const em = api.em();
    const person = await consumer(em);
    const staff = await collector(em, await createFirm(em));
    const c = await consumerClient(api, person.email, PASSWORD);
    const me = await c.get('/api/v1/check_auth').expect(200);
    expect(me.body.current_user).toEqual({ id: person.id, email: person.email, first_name: 'Test', last_name: 'consumer', is_consumer: true, is_collector: false });
    expect((await c.get('/collectors/api/check_auth')).body).toEqual({ error: COLLECTORS_ONLY });
    expect((await c.get('/collectors/api/check_auth')).status).toBe(403);
    const s = await collectorClient(api, staff.email, PASSWORD);
    const refused = await s.get('/api/v1/check_auth');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: CONSUMERS_ONLY });
    expect((await new Client(api).post('/users/sign_in', { email: staff.email, password: PASSWORD })).status).toBe(401);
  });

  it('signs out: the session no longer authenticates', async () => {
    const em = api.em();
    const staff = await collector(em, await createFirm(em));
    const s = await collectorClient(api, staff.email, PASSWORD);
    expect((await s.delete('/collectors/api/logout')).status).toBe(200);
    expect((await s.get('/collectors/api/check_auth')).status).toBe(401);
    const person = await consumer(em);
    const c = await consumerClient(api, person.email, PASSWORD);
    expect((await c.delete('/users/sign_out')).status).toBe(200);
    expect((await c.get('/api/v1/check_auth')).status).toBe(401);
    // Signing out twice is harmless.
    expect((await c.delete('/users/sign_out')).status).toBe(200);
  });

  it('reports on-call admins through basic_stats and scope admin', async () => {
    const oncall = await onCallAdmin(api.em());
    const c = await collectorClient(api, oncall.email, PASSWORD);
    expect((await c.get('/collectors/api/basic_stats')).body).toEqual({ is_on_call_admin: true });
    const auth = await c.get('/collectors/api/check_auth');
    expect(auth.body.scope).toBe('admin');
    expect(auth.body.current_user.law_firm).toBeNull();
    expect(auth.body.current_user.is_law_firm_entity).toBe(false);
  });

  it("only the firm's shared-code user is the law-firm entity, and it can never be granted full-SSN permission", async () => {
    const em = api.em();
    const firm = await createFirm(em);
    const admin = await firmAdmin(em, firm);
    const c = await collectorClient(api, admin.email, PASSWORD);
    expect((await c.get('/collectors/api/check_auth')).body.current_user.is_law_firm_entity).toBe(false);
    const code: string = (await c.post('/collectors/api/users/rotate_auth_token')).body.auth_token;
    const entity = new Client(api);
    expect((await entity.post('/collectors/api/login', { auth_token: code })).status).toBe(200);
    const me = (await entity.get('/collectors/api/check_auth')).body.current_user;
    expect(me).toMatchObject({ is_law_firm_entity: true, can_view_full_ssn: false, law_firm_id: firm.id });

    const grant = await c.post('/collectors/api/users/update_ssn_permission', { user_id: me.id, can_view_full_ssn: true });
    expect(grant.status).toBe(422);
    expect(grant.body.error).toBe(ENTITY_USER_NO_FULL_SSN);
    expect((await api.em().findOneOrFail(User, me.id)).canViewFullSsn).toBe(false);
    expect((await entity.get('/collectors/api/check_auth')).body.current_user.can_view_full_ssn).toBe(false);
    // Withdrawing what it never had is harmless; a member's grant still works.
    expect((await c.post('/collectors/api/users/update_ssn_permission', { user_id: me.id, can_view_full_ssn: false })).status).toBe(200);
    const agent = await collector(em, firm);
    expect((await c.post('/collectors/api/users/update_ssn_permission', { user_id: agent.id, can_view_full_ssn: true })).body).toEqual({ can_view_full_ssn: true });
  });

  it('rate limits sign-in per account and address after 5 failures, even with the right password', async () => {
    const em = api.em();
    const staff = await collector(em, await createFirm(em));
    for (let i = 0; i < 5; i++) {
      expect((await new Client(api).post('/collectors/api/login', { email: staff.email, password: `wrong-${i}` })).status).toBe(401);
    }
    const blocked = await new Client(api).post('/collectors/api/login', { email: staff.email, password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: TOO_MANY_ATTEMPTS });
  });

  it('gives the session a new id at sign-in (no session fixation)', async () => {
    const em = api.em();
    const staff = await collector(em, await createFirm(em));
    const c = new Client(api);
    const sid = () => /parley\.sid=([^;]+)/.exec(c.cookieHeader())?.[1];
    await c.post('/collectors/api/login', { email: staff.email, password: 'wrong-once' });
    await c.post('/collectors/api/login', { email: staff.email, password: PASSWORD });
    const first = sid();
    expect(first).toBeDefined();
    await c.delete('/collectors/api/logout');
    await c.post('/collectors/api/login', { email: staff.email, password: PASSWORD });
    expect(sid()).toBeDefined();
    expect(sid()).not.toBe(first);
  });

  it('counts parallel guesses before checking them: at most 5 are verified for one account', async () => {
    const em = api.em();
    const staff = await collector(em, await createFirm(em));
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => new Client(api).post('/collectors/api/login', { email: staff.email, password: `guess-${i}` })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(7);
  });

  it('a consumer cannot sign in at the collector login with a token', async () => {
    const em = api.em();
    const person = await createUser(em, { kind: UserKind.Consumer, loginToken: 'consumer-token-int' });
    const res = await new Client(api).post('/collectors/api/login', { auth_token: 'consumer-token-int' });
    expect(res.status).toBe(401);
    expect(person.id).toBeGreaterThan(0);
  });

  it('answers garbage with 422 and a sentence, never 500', async () => {
    const c = new Client(api);
    const bodies: unknown[] = [
      {},
      [],
      { email: 5, password: true },
      { email: 'not-an-email', password: 'x' },
      { email: 'a@b.test' },
      { email: 'a@b.test', password: '' },
      { email: `${'a'.repeat(300)}@b.test`, password: 'x' },
      { auth_token: '' },
      { auth_token: 42 },
      { auth_token: 'x'.repeat(500) },
    ];
    for (const path of ['/collectors/api/login', '/users/sign_in']) {
      for (const body of bodies) {
        const res = await c.post(path, body);
        expect([422]).toContain(res.status);
        expect(typeof res.body.error).toBe('string');
      }
    }
    const token = await c.csrf();
    const invalidJson = await c.agent.post('/users/sign_in').set('X-CSRF-Token', token).set('Content-Type', 'application/json').send('{"email":');
    expect(invalidJson.status).toBe(422);
    expect(invalidJson.body).toEqual({ error: 'The request body is not valid JSON.' });
    const huge = await c.agent.post('/users/sign_in').set('X-CSRF-Token', token).set('Content-Type', 'application/json').send(JSON.stringify({ email: 'x'.repeat(2_000_000) }));
    expect(huge.status).toBe(413);
  });

  it('sends security headers and a request id, and answers unknown API paths with JSON 404', async () => {
    const res = await new Client(api).get('/api/v1/csrf');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/[\w-]{8,}/);
    const missing = await new Client(api).get('/collectors/api/no_such_thing');
    expect(missing.status).toBe(404);
    expect(typeof missing.body.error).toBe('string');
  });

  /**
   * Callers at different addresses: an api behind a proxy (TRUST_PROXY), where X-Forwarded-For names the caller, as
   * nginx sets it in front of the api processes.
   */
  describe('an attacker cannot lock the owner out', () => {
    let proxied: TestApi;
    const trustBefore = process.env.TRUST_PROXY;
    beforeAll(async () => {
      process.env.TRUST_PROXY = 'true';
      resetConfigForTests();
      proxied = await startApi();
      if (trustBefore === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = trustBefore;
      resetConfigForTests();
    });
    afterAll(() => proxied.close());

    const signIn = async (from: string, email: string, password: string) => {
      const c = new Client(proxied);
      const token = await c.csrf();
      return c.agent
        .post('/collectors/api/login')
        .set('X-Forwarded-For', from)
        .set('X-CSRF-Token', token)
        .set('Accept', 'application/json')
        .send({ email, password });
    };
    let next = 1;
    /** An address nobody has used in this run. */
    const freshAddress = () => `198.18.${Math.floor(next / 250)}.${(next++ % 250) + 1}`;

    it("five wrong passwords block the guesser's address for that account, not the owner's", async () => {
      const staff = await collector(proxied.em(), await createFirm(proxied.em()));
      const home = freshAddress();
      const attacker = freshAddress();
      expect((await signIn(home, staff.email, PASSWORD)).status).toBe(200);
      for (let i = 0; i < 5; i++) expect((await signIn(attacker, staff.email, `wrong-${i}`)).status).toBe(401);
      const blocked = await signIn(attacker, staff.email, PASSWORD);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ error: TOO_MANY_ATTEMPTS });
      // The owner, at home and on a new network alike.
      expect((await signIn(home, staff.email, PASSWORD)).status).toBe(200);
      expect((await signIn(freshAddress(), staff.email, PASSWORD)).status).toBe(200);
    });

    it('guesses spread over many addresses stay slow: after five, one per growing delay, and the owner at home still signs in', async () => {
      const staff = await collector(proxied.em(), await createFirm(proxied.em()));
      const home = freshAddress();
      expect((await signIn(home, staff.email, PASSWORD)).status).toBe(200);
      for (let i = 0; i < 5; i++) expect((await signIn(freshAddress(), staff.email, `spread-${i}`)).status).toBe(401);
      const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => signIn(freshAddress(), staff.email, `burst-${i}`)));
      const statuses = burst.map((r) => r.status);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(1);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(9);
      expect(burst.find((r) => r.status === 429)!.body).toEqual({ error: TOO_MANY_ATTEMPTS });
      expect((await signIn(home, staff.email, PASSWORD)).status).toBe(200);
    });
  });
});
