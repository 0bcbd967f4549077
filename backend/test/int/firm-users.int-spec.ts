import { io, Socket } from 'socket.io-client';
import { AuditEvent, User } from '../../src/modules/identity/entities';
import type { CaughtMail } from '../../src/modules/dev-mail/dev-mail.store';
import { CollectorInvite, FirmLoginCode } from '../../src/modules/firm-users/entities';
import { CANNOT_REMOVE_SELF, EMAIL_TAKEN, INVITE_INVALID } from '../../src/modules/firm-users/firm-users.service';
import { createAccount } from '../account-factory';
import { chatParties, sendMessage, startConversation } from '../chat-fixtures';
import { collector, consumer, createFirm, firmAdmin, onCallAdmin, PASSWORD } from '../factories';
import { Client, collectorClient, consumerClient, inbox, startMailStack, TestApi, waitUntil } from '../harness';

/** Users administration, invites and the firm's authentication code (Users, Invite acceptance). */
describe('collector user administration', () => {
  let api: TestApi;
  let stack: Awaited<ReturnType<typeof startMailStack>>;
  const checkBefore = process.env.SOCKET_SESSION_CHECK_MS;
  beforeAll(async () => {
    // The api's periodic socket session check practically never runs: what an open socket does after a change to
    // its user comes from the change itself.
    process.env.SOCKET_SESSION_CHECK_MS = '600000';
    stack = await startMailStack();
    api = stack.api;
  });
  afterAll(async () => {
    await stack?.stop();
    if (checkBefore === undefined) delete process.env.SOCKET_SESSION_CHECK_MS;
    else process.env.SOCKET_SESSION_CHECK_MS = checkBefore;
  });

  const within = <T>(p: Promise<T>, ms = 5000) =>
    Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`nothing within ${ms} ms`)), ms))]);
  const sockets: Socket[] = [];
  afterAll(() => sockets.forEach((s) => s.close()));
  /** A Socket.IO connection of the client's browser session. */
  function socketOf(c: Client): Promise<Socket> {
    const socket = io(api.url, { transports: ['websocket'], extraHeaders: { Cookie: c.cookieHeader() }, reconnection: false, forceNew: true });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }

  const mailTo = async (c: Client, to: string, subject: RegExp) => {
    let mail: CaughtMail | undefined;
    await waitUntil(
      async () => !!(mail = (await inbox(c)).find((m) => m.to.includes(to) && subject.test(m.subject))),
      15_000,
      200,
    );
    return mail!;
  };

  async function firmWithPeople() {
    const em = api.em();
    const firm = await createFirm(em);
    const other = await createFirm(em);
    return {
      firm,
      other,
      admin: await firmAdmin(em, firm),
      agent: await collector(em, firm),
      otherAgent: await collector(em, other),
    };
  }

  it('lists the firm users and the authentication code; the code signs in as the firm entity (scope user, no full SSN)', async () => {
    const { admin, agent, otherAgent } = await firmWithPeople();
    const c = await collectorClient(api, admin.email, PASSWORD);
    const res = await c.get('/collectors/api/users');
    expect(res.status).toBe(200);
    const emails = res.body.users.map((u: { email: string }) => u.email);
    expect(emails).toEqual([admin.email, agent.email].sort());
    expect(emails).not.toContain(otherAgent.email);
    expect(res.body.users.find((u: { id: number }) => u.id === admin.id)).toMatchObject({
      law_firm_scope: 'admin',
      can_view_full_ssn: true,
    });
    expect(res.body.users.find((u: { id: number }) => u.id === agent.id)).toMatchObject({
      law_firm_scope: 'user',
      can_view_full_ssn: false,
    });
    // The list is a GET and writes nothing: a firm without a code gets null, and its first code from the POST.
    expect(res.body.auth_token).toBeNull();
    expect(await api.em().count(FirmLoginCode, { lawFirm: admin.lawFirm!.id })).toBe(0);
    const first = await c.post('/collectors/api/users/rotate_auth_token');
    expect(first.status).toBe(200);
    const code: string = first.body.auth_token;
    expect(code).toMatch(/^[\w-]{20,}$/);
    // Stable between reads; one entity user per firm.
    expect((await c.get('/collectors/api/users')).body.auth_token).toBe(code);
    expect(await api.em().count(FirmLoginCode, { lawFirm: admin.lawFirm!.id })).toBe(1);

    const entity = new Client(api);
    expect((await entity.post('/collectors/api/login', { auth_token: code })).status).toBe(200);
    const me = (await entity.get('/collectors/api/check_auth')).body;
    expect(me.scope).toBe('user');
    expect(me.current_user).toMatchObject({
      law_firm_id: admin.lawFirm!.id,
      is_law_firm_entity: true,
      can_view_full_ssn: false,
    });
    // The entity is scope user: it cannot administer users.
    expect((await entity.get('/collectors/api/users')).status).toBe(403);

    // Rotation: the new code works, the old one and its sessions (and their sockets) do not.
    const entitySocket = await socketOf(entity);
    const entityEnded = new Promise((resolve) => entitySocket.once('session:ended', resolve));
    const rotated = await c.post('/collectors/api/users/rotate_auth_token');
    expect(rotated.status).toBe(200);
    await expect(within(entityEnded)).resolves.toEqual({ reason: 'signed_out' });
    expect(rotated.body.auth_token).not.toBe(code);
    expect((await entity.get('/collectors/api/check_auth')).status).toBe(401);
    expect((await new Client(api).post('/collectors/api/login', { auth_token: code })).status).toBe(401);
    expect((await new Client(api).post('/collectors/api/login', { auth_token: rotated.body.auth_token })).status).toBe(
      200,
    );
  });

  it('refuses user administration to non-admins, on-call admins and consumers (403) and to nobody (401)', async () => {
    const { agent } = await firmWithPeople();
    const a = await collectorClient(api, agent.email, PASSWORD);
    const oncall = await collectorClient(api, (await onCallAdmin(api.em())).email, PASSWORD);
    const person = await consumerClient(api, (await consumer(api.em())).email, PASSWORD);
    for (const c of [a, oncall, person]) {
      expect((await c.get('/collectors/api/users')).status).toBe(403);
      expect(
        (
          await c.post('/collectors/api/users/create', {
            user: { email: 'x@example.test', law_firm_scope: 'user', can_view_full_ssn: false },
          })
        ).status,
      ).toBe(403);
      expect((await c.post('/collectors/api/users/remove', { user_id: agent.id })).status).toBe(403);
      expect((await c.post('/collectors/api/users/rotate_auth_token')).status).toBe(403);
    }
    expect((await new Client(api).get('/collectors/api/users')).status).toBe(401);
  });

  it('creates a user, e-mails a single-use invite, and the invite sets the password and signs the user in', async () => {
    const { admin } = await firmWithPeople();
    const c = await collectorClient(api, admin.email, PASSWORD);
    const email = `new-${Date.now()}@example.test`;
    const res = await c.post('/collectors/api/users/create', {
      user: { email: email.toUpperCase(), law_firm_scope: 'user', can_view_full_ssn: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      email,
      law_firm_scope: 'user',
      can_view_full_ssn: true,
      invite_pending: true,
    });
    const created = await api.em().findOneOrFail(User, { email });
    expect(created.passwordHash).toBeNull();
    expect(created.lawFirm!.id).toBe(admin.lawFirm!.id);
    expect(await api.em().count(AuditEvent, { action: 'user_created', subjectId: String(created.id) })).toBe(1);

    const again = await c.post('/collectors/api/users/create', {
      user: { email, law_firm_scope: 'admin', can_view_full_ssn: false },
    });
    expect(again.status).toBe(422);
    expect(again.body.error).toBe(EMAIL_TAKEN);

    const mail = await mailTo(c, email, /invited/);
    const token = decodeURIComponent(/\/collectors\/invite\?token=([\w%-]+)/.exec(mail.text)![1]);
    const visitor = new Client(api);
    const mismatch = await visitor.post('/collectors/api/accept_invite', {
      token,
      password: 'Welcome-home-1',
      password_confirmation: 'Other-1234',
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toContain("Passwords don't match");
    const ok = await visitor.post('/collectors/api/accept_invite', {
      token,
      password: 'Welcome-home-1',
      password_confirmation: 'Welcome-home-1',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true, redirect_to: '/collectors/accounts' });
    expect((await visitor.get('/collectors/api/check_auth')).body.current_user.email).toBe(email);
    // Single use.
    const reuse = await new Client(api).post('/collectors/api/accept_invite', { token, password: 'Another-pass-2' });
    expect(reuse.status).toBe(422);
    expect(reuse.body.error).toBe(INVITE_INVALID);
    expect((await new Client(api).post('/collectors/api/login', { email, password: 'Welcome-home-1' })).status).toBe(
      200,
    );
    const listed = (await c.get('/collectors/api/users')).body.users.find((u: { email: string }) => u.email === email);
    expect(listed.invite_pending).toBe(false);
  });

  it('adding an address that has an account elsewhere answers exactly like a new user, and changes nothing of that account', async () => {
    const { admin, agent, other, otherAgent } = await firmWithPeople();
    const em = api.em();
    const person = await consumer(em);
    const staff = await onCallAdmin(em);
    const otherAdmin = await firmAdmin(em, other);
    const c = await collectorClient(api, admin.email, PASSWORD);
    const fresh = `fresh-${Date.now()}@example.test`;
    await c.get('/collectors/api/users'); // the first visit creates the firm's entity user
    const usersBefore = await em.count(User, {});

    // The firm's own members are on its page: adding one again is refused, as the users list shows them anyway.
    const own = await c.post('/collectors/api/users/create', { user: { email: agent.email, law_firm_scope: 'user', can_view_full_ssn: false } });
    expect(own.status).toBe(422);
    expect(own.body.error).toBe(EMAIL_TAKEN);

    // Another firm's collector, a consumer, platform staff and a new address: one answer shape, one list shape.
    const answers = [];
    for (const email of [otherAgent.email, person.email, staff.email, fresh]) {
      const res = await c.post('/collectors/api/users/create', { user: { email: email.toUpperCase(), law_firm_scope: 'user', can_view_full_ssn: false } });
      answers.push({ status: res.status, keys: Object.keys(res.body).sort(), user: { ...res.body.user, id: typeof res.body.user?.id } });
      expect(res.body.user.email).toBe(email);
    }
    const shape = { status: 200, keys: ['success', 'user'], user: { id: 'number', law_firm_scope: 'user', can_view_full_ssn: false, invite_pending: true } };
    for (const a of answers) expect(a).toMatchObject(shape);
    expect(new Set(answers.map((a) => JSON.stringify({ ...a, user: { ...a.user, email: '' } }))).size).toBe(1);
    const listed = (await c.get('/collectors/api/users')).body.users as Array<{ id: number; email: string; invite_pending: boolean }>;
    const row = (email: string) => listed.find((u) => u.email === email)!;
    for (const email of [otherAgent.email, person.email, staff.email, fresh]) expect(row(email)).toMatchObject({ invite_pending: true });
    expect(new Set(listed.map((u) => u.id)).size).toBe(listed.length);
    // Added again, each is now on the page: the same refusal for all four.
    for (const email of [otherAgent.email, person.email, fresh]) {
      const again = await c.post('/collectors/api/users/create', { user: { email, law_firm_scope: 'admin', can_view_full_ssn: true } });
      expect([again.status, again.body.error]).toEqual([422, EMAIL_TAKEN]);
    }

    // The accounts elsewhere are untouched: same firm, same role, same password; only the new address got a user.
    expect(await em.count(User, {})).toBe(usersBefore + 1);
    const stillOther = await api.em().findOneOrFail(User, { id: otherAgent.id });
    expect(stillOther.lawFirm!.id).toBe(other.id);
    expect((await new Client(api).post('/collectors/api/login', { email: otherAgent.email, password: PASSWORD })).status).toBe(200);
    expect((await new Client(api).post('/users/sign_in', { email: person.email, password: PASSWORD })).status).toBe(200);
    const otherList = (await (await collectorClient(api, otherAdmin.email, PASSWORD)).get('/collectors/api/users')).body.users;
    expect(otherList.map((u: { email: string }) => u.email)).toContain(otherAgent.email);
    expect(otherList.map((u: { email: string }) => u.email)).not.toContain(person.email);

    // A collector or staff owner of the address hears of it (no link); a consumer owner does not (a collector's typing
    // must not send a consumer a message); the new address gets its invitation.
    for (const owner of [otherAgent.email, staff.email]) {
      const notice = await mailTo(c, owner, /tried to add you/);
      expect(notice.text).toContain('already has a Parley account, so nothing was changed');
      expect(notice.text).not.toMatch(/https?:\/\//);
    }
    expect((await mailTo(c, fresh, /invited/)).text).toMatch(/\/collectors\/invite\?token=/);
    expect((await inbox(c)).filter((m) => m.to.includes(person.email))).toEqual([]);

    // The entry behaves like any invited user's: the SSN toggle and removal work, and only for this firm.
    const heldId = row(person.email).id;
    const toggled = await c.post('/collectors/api/users/update_ssn_permission', { user_id: heldId, can_view_full_ssn: true });
    expect([toggled.status, toggled.body]).toEqual([200, { can_view_full_ssn: true }]);
    expect((await c.get('/collectors/api/users')).body.users.find((u: { id: number }) => u.id === heldId).can_view_full_ssn).toBe(true);
    const stranger = await collectorClient(api, otherAdmin.email, PASSWORD);
    expect((await stranger.post('/collectors/api/users/update_ssn_permission', { user_id: heldId, can_view_full_ssn: false })).status).toBe(404);
    expect((await stranger.post('/collectors/api/users/remove', { user_id: heldId })).status).toBe(404);
    expect((await c.post('/collectors/api/users/remove', { user_id: heldId })).status).toBe(200);
    expect((await c.get('/collectors/api/users')).body.users.map((u: { email: string }) => u.email)).not.toContain(person.email);
    expect((await c.post('/collectors/api/users/remove', { user_id: heldId })).status).toBe(404);
    expect(await api.em().count(User, { id: person.id })).toBe(1);
  });

  it('refuses an expired invite and garbage (422, never 500)', async () => {
    const { admin } = await firmWithPeople();
    const c = await collectorClient(api, admin.email, PASSWORD);
    const email = `late-${Date.now()}@example.test`;
    expect(
      (
        await c.post('/collectors/api/users/create', {
          user: { email, law_firm_scope: 'admin', can_view_full_ssn: false },
        })
      ).status,
    ).toBe(200);
    const mail = await mailTo(c, email, /invited/);
    const token = decodeURIComponent(/token=([\w%-]+)/.exec(mail.text)![1]);
    await api.em().nativeUpdate(CollectorInvite, { user: { email } }, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await new Client(api).post('/collectors/api/accept_invite', { token, password: 'Welcome-home-1' });
    expect(expired.status).toBe(422);
    expect(expired.body.error).toMatch(/expired/);
    expect((await api.em().findOneOrFail(User, { email })).passwordHash).toBeNull();

    for (const body of [
      {},
      { token: '', password: 'Welcome-home-1' },
      { token: 'x', password: 'short' },
      { token: 5, password: 'Welcome-home-1' },
      [],
      { token: 'never-issued', password: 'Welcome-home-1' },
    ]) {
      const res = await new Client(api).post('/collectors/api/accept_invite', body);
      expect(res.status).toBe(422);
      expect(typeof res.body.error).toBe('string');
    }
    for (const body of [
      {},
      { user: {} },
      { user: { email: 'not-an-email', law_firm_scope: 'user', can_view_full_ssn: false } },
      { user: { email: 'a@b.test', law_firm_scope: 'owner', can_view_full_ssn: false } },
      { user: { email: 'a@b.test', law_firm_scope: 'user', can_view_full_ssn: 'yes' } },
      { user: { email: 'a@b.test', law_firm_scope: 'user' } },
      { email: 'a@b.test', law_firm_scope: 'user', can_view_full_ssn: false },
      [],
    ]) {
      const res = await c.post('/collectors/api/users/create', body);
      expect(res.status).toBe(422);
      expect(typeof res.body.error).toBe('string');
    }
    expect(await api.em().count(User, { email: 'a@b.test' })).toBe(0);
    for (const body of [{}, { user_id: 'abc' }, { user_id: -1 }, { user_id: 1.5 }, { user_id: [1] }, []])
      expect((await c.post('/collectors/api/users/remove', body)).status).toBe(422);
  });

  it('removes a colleague (their sessions end), refuses self-removal, and answers 404 across firms', async () => {
    const { admin, agent, otherAgent } = await firmWithPeople();
    const c = await collectorClient(api, admin.email, PASSWORD);
    const agentSession = await collectorClient(api, agent.email, PASSWORD);

    const self = await c.post('/collectors/api/users/remove', { user_id: admin.id });
    expect(self.status).toBe(422);
    expect(self.body.error).toBe(CANNOT_REMOVE_SELF);

    const cross = await c.post('/collectors/api/users/remove', { user_id: otherAgent.id });
    expect(cross.status).toBe(404);
    expect(await api.em().count(User, { id: otherAgent.id })).toBe(1);
    expect((await c.post('/collectors/api/users/remove', { user_id: 999999 })).status).toBe(404);

    // The firm entity is not a removable user (the page's first-code POST creates it).
    await c.post('/collectors/api/users/rotate_auth_token');
    const code = await api.em().findOneOrFail(FirmLoginCode, { lawFirm: admin.lawFirm!.id });
    expect((await c.post('/collectors/api/users/remove', { user_id: code.entityUser.id })).status).toBe(404);

    const ok = await c.post('/collectors/api/users/remove', { user_id: agent.id });
    expect(ok.status).toBe(200);
    expect(await api.em().count(User, { id: agent.id })).toBe(0);
    expect((await agentSession.get('/collectors/api/check_auth')).status).toBe(401);
    expect(await api.em().count(AuditEvent, { action: 'user_removed', subjectId: String(agent.id) })).toBe(1);
  });

  describe('a change takes effect on the very next request of a session signed in before it', () => {
    it('the full-SSN permission withdrawn: the next reveal is refused', async () => {
      const { firm, admin } = await firmWithPeople();
      const em = api.em();
      const agent = await collector(em, firm, { canViewFullSsn: true });
      const doc = await createAccount(em, firm, { ssn: '555443333' });
      const agentSession = await collectorClient(api, agent.email, PASSWORD);
      const reveal = () => agentSession.post('/collectors/api/reveal_ssn', { customer_document_id: doc.id });
      expect((await reveal()).body).toEqual({ social_security_number: '555443333' });
      const c = await collectorClient(api, admin.email, PASSWORD);
      expect((await c.post('/collectors/api/users/update_ssn_permission', { user_id: agent.id, can_view_full_ssn: false })).status).toBe(200);
      expect((await reveal()).status).toBe(403);
      expect((await agentSession.get('/collectors/api/check_auth')).body.current_user.can_view_full_ssn).toBe(false);
      // And given back, the same session reveals again.
      await c.post('/collectors/api/users/update_ssn_permission', { user_id: agent.id, can_view_full_ssn: true });
      expect((await reveal()).body).toEqual({ social_security_number: '555443333' });
    });

    it('the role changed (admin to user, in the database): the next user-administration request is refused', async () => {
      const { admin } = await firmWithPeople();
      const c = await collectorClient(api, admin.email, PASSWORD);
      expect((await c.get('/collectors/api/users')).status).toBe(200);
      await api.em().getKnex()('users').where({ id: admin.id }).update({ law_firm_scope: 'user' });
      expect((await c.get('/collectors/api/users')).status).toBe(403);
      expect((await c.post('/collectors/api/users/rotate_auth_token')).status).toBe(403);
      expect((await c.get('/collectors/api/check_auth')).body.scope).toBe('user');
    });

    it('the user removed: the next request answers 401 and the open socket is told its session ended', async () => {
      const { admin, agent } = await firmWithPeople();
      const agentSession = await collectorClient(api, agent.email, PASSWORD);
      expect((await agentSession.get('/collectors/api/check_auth')).status).toBe(200);
      const socket = await socketOf(agentSession);
      const ended = new Promise((resolve) => socket.once('session:ended', resolve));
      const c = await collectorClient(api, admin.email, PASSWORD);
      expect((await c.post('/collectors/api/users/remove', { user_id: agent.id })).status).toBe(200);
      await expect(within(ended)).resolves.toEqual({ reason: 'signed_out' });
      expect((await agentSession.get('/collectors/api/check_auth')).status).toBe(401);
      expect((await agentSession.get('/collectors/api/apply_filters')).status).toBe(401);
    });
  });

  describe("a collector's socket opened before a change to them", () => {
    /** Every event a socket hears, in order, as [name, payload]. */
    function heard(socket: Socket): Array<[string, unknown]> {
      const got: Array<[string, unknown]> = [];
      socket.onAny((name: string, payload: unknown) => got.push([name, payload]));
      return got;
    }
    /** The firm's conversation with a consumer, and the firm's admin signed in. */
    async function firmChat() {
      const p = await chatParties(api);
      const conversationId = await startConversation(p);
      const adminUser = await firmAdmin(api.em(), p.firm);
      return { ...p, conversationId, adminUser, admin: await collectorClient(api, adminUser.email, PASSWORD) };
    }

    it('the full-SSN permission withdrawn: the socket stays and keeps the chat, whose messages never carry a full SSN', async () => {
      const p = await firmChat();
      const grant = (allowed: boolean) =>
        p.admin.post('/collectors/api/users/update_ssn_permission', { user_id: p.collectorUser.id, can_view_full_ssn: allowed });
      expect((await grant(true)).status).toBe(200);
      const socket = await socketOf(p.collector);
      const got = heard(socket);
      expect(await socket.emitWithAck('chat:subscribe', { conversation_id: p.conversationId })).toEqual({ ok: true });

      expect((await grant(false)).status).toBe(200);
      // The permission is read on each request; the socket carries nothing that depends on it, so it is kept.
      expect((await p.collector.get('/collectors/api/check_auth')).body.current_user.can_view_full_ssn).toBe(false);
      expect((await sendMessage(p.consumer, p.conversationId, 'My SSN is 518-24-4417, can you check it?')).status).toBe(201);
      // The message and the firm's unread count after it: the last events this message sends the firm.
      await waitUntil(() => got.some(([name]) => name === 'conversation_updated'), 15_000);
      expect(got.map(([name]) => name)).toEqual(['new_message', 'conversation_updated']);
      expect((got[0][1] as { message: { attributes: { body: string } } }).message.attributes.body).toBe('My SSN is ***-**-4417, can you check it?');
      expect(JSON.stringify(got)).not.toMatch(/518-?24-?4417/);
      expect(socket.connected).toBe(true);
    });

    it('the role changed from admin to user (in the database: no route changes a role): the socket stays and keeps hearing the firm', async () => {
      const p = await firmChat();
      const socket = await socketOf(p.admin);
      const got = heard(socket);
      await api.em().getKnex()('users').where({ id: p.adminUser.id }).update({ law_firm_scope: 'user' });
      // Admin-only work is refused on the next request; no socket event is for admins only, so the socket is kept.
      expect((await p.admin.get('/collectors/api/users')).status).toBe(403);
      expect((await sendMessage(p.consumer, p.conversationId, 'Hello again')).status).toBe(201);
      await waitUntil(() => got.length > 0, 15_000);
      expect(got).toEqual([['conversation_updated', { conversation_id: p.conversationId, unread_count: expect.any(Number) }]]);
      // What the socket sends is still answered (its session is alive), as a member's.
      expect(await socket.emitWithAck('chat:subscribe', { conversation_id: p.conversationId })).toEqual({ ok: true });
      expect(socket.connected).toBe(true);
    });

    it('the user removed from the firm: the socket is told, disconnected, and hears none of the firm\'s events after', async () => {
      const p = await firmChat();
      const removed = await socketOf(p.collector);
      const colleague = await socketOf(p.admin);
      const got = heard(removed);
      const colleagueGot = heard(colleague);
      // Settles on whichever comes first: the disconnect, or a firm event reaching the removed user.
      const outcome = new Promise((resolve) => {
        removed.once('disconnect', (reason) => resolve(`disconnect: ${reason}`));
        removed.on('conversation_updated', () => resolve('heard the firm'));
      });
      expect((await p.admin.post('/collectors/api/users/remove', { user_id: p.collectorUser.id })).status).toBe(200);
      expect((await sendMessage(p.consumer, p.conversationId, 'Anyone there?')).status).toBe(201);
      // The marker: a colleague still in the firm's room hears the count this message sends the firm.
      await waitUntil(() => colleagueGot.some(([name]) => name === 'conversation_updated'), 15_000);
      expect(await outcome).toBe('disconnect: io server disconnect');
      expect(got).toEqual([['session:ended', { reason: 'signed_out' }]]);
    });
  });

  it('update_ssn_permission (identity) still works beside these routes', async () => {
    const { admin, agent } = await firmWithPeople();
    const c = await collectorClient(api, admin.email, PASSWORD);
    expect(
      (await c.post('/collectors/api/users/update_ssn_permission', { user_id: agent.id, can_view_full_ssn: true }))
        .body,
    ).toEqual({ can_view_full_ssn: true });
    const listed = (await c.get('/collectors/api/users')).body.users.find((u: { id: number }) => u.id === agent.id);
    expect(listed.can_view_full_ssn).toBe(true);
  });

  it("'Forgot your password?' works for a collector: the e-mailed link resets the password and points to /collectors", async () => {
    const { agent } = await firmWithPeople();
    // A session signed in before the reset ends with it, and so does its socket.
    const before = await collectorClient(api, agent.email, PASSWORD);
    const beforeSocket = await socketOf(before);
    const beforeEnded = new Promise((resolve) => beforeSocket.once('session:ended', resolve));
    const c = new Client(api);
    expect((await c.post('/users/password', { email: agent.email })).status).toBe(200);
    const mail = await mailTo(c, agent.email, /Reset your Parley password/);
    const token = decodeURIComponent(/reset_password_token=([\w%-]+)/.exec(mail.text)![1]);
    const reset = await c.put('/users/password', {
      reset_password_token: token,
      password: 'Fresh-pass-77',
      password_confirmation: 'Fresh-pass-77',
    });
    expect(reset.status).toBe(200);
    expect(reset.body.sign_in_path).toBe('/collectors');
    await expect(within(beforeEnded)).resolves.toEqual({ reason: 'signed_out' });
    expect((await before.get('/collectors/api/check_auth')).status).toBe(401);
    expect(
      (await new Client(api).post('/collectors/api/login', { email: agent.email, password: 'Fresh-pass-77' })).status,
    ).toBe(200);
    expect(
      (await new Client(api).post('/collectors/api/login', { email: agent.email, password: PASSWORD })).status,
    ).toBe(401);
  });
});
