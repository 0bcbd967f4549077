import { randomBytes } from 'node:crypto';
import { config } from '../../src/core/config/config';
import { FieldCipher } from '../../src/core/security/encryption';
import { rotateKeys } from '../../src/launcher/key-rotation';
import { createAccount } from '../account-factory';
import { readRunEnv } from '../run-env';
import { createFirm, firmAdmin, PASSWORD } from '../factories';
import { collectorClient, startApi, TestApi } from '../harness';

/**
 * Secrets at rest (docs/SECURITY.md): full SSNs and bank account numbers never appear in clear anywhere in
 * the database. The test reads EVERY table, every row as text, with SQL, as someone holding a raw dump would; a
 * new table or column that stored them in clear would fail it without anyone adding it here.
 */
describe('secrets at rest', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api?.close());

  it('keeps full SSNs and bank account numbers out of every table in clear', async () => {
    const em = api.em();
    const firm = await createFirm(em);
    const ssn = '538194726';
    const doc = await createAccount(em, firm, { ssn });
    const admin = await firmAdmin(em, firm);
    const c = await collectorClient(api, admin.email, PASSWORD);
    const accountNumber = '000987654321';
    const bank = await c.post('/collectors/api/bank_account', {
      routing_number: '021000021',
      account_number: accountNumber,
      account_type: 'BUSINESS',
      account_name: 'Escrow',
      email: 'payments@example.test',
      payee: 'Escrow',
    });
    expect(bank.status).toBe(200);
    // Both are stored (the API can still give the SSN to whoever may see it), yet neither is readable in a table.
    const reveal = await c.post('/collectors/api/reveal_ssn', { customer_document_id: doc.id });
    expect(reveal.body).toEqual({ social_security_number: ssn });
    // With an Idempotency-Key the answer is kept for replay: kept encrypted, like the SSN itself.
    const keyed = await c.agent
      .post('/collectors/api/reveal_ssn')
      .set('X-CSRF-Token', await c.csrf())
      .set('Idempotency-Key', `reveal-${doc.id}`)
      .send({ customer_document_id: doc.id });
    expect(keyed.body).toEqual({ social_security_number: ssn });
    expect((await em.getConnection().execute('select count(*)::int as n from idempotency_keys where key = ?', [`reveal-${doc.id}`]))[0].n).toBe(1);
    const knex = em.getKnex();
    const tables: string[] = (
      await knex.raw(`select tablename from pg_tables where schemaname = 'public' order by tablename`)
    ).rows.map((r: { tablename: string }) => r.tablename);
    expect(tables.length).toBeGreaterThan(20);

    const leaks: string[] = [];
    let rowsRead = 0;
    for (const table of tables) {
      const rows = (await knex.raw(`select t::text as row from "${table}" t`)).rows as Array<{ row: string }>;
      rowsRead += rows.length;
      for (const { row } of rows) {
        // Digits only, so a formatted copy (538-19-4726) is caught too.
        const digits = row.replace(/\D/g, ' ');
        if (row.includes(ssn) || /538\D?19\D?4726/.test(row)) leaks.push(`${table}: SSN`);
        if (row.includes(accountNumber) || digits.includes('987654321')) leaks.push(`${table}: account number`);
      }
    }
    expect(rowsRead).toBeGreaterThan(0);
    expect(leaks).toEqual([]);
  });

  it('rotates the key: re-encrypts every value a retired key wrote, in text and JSON columns, and leaves current ones alone', async () => {
    const em = api.em();
    const firm = await createFirm(em);
    const ssn = '612345678';
    const doc = await createAccount(em, firm, { ssn });
    const oldKey = randomBytes(32);
    const old = new FieldCipher(oldKey);
    const current = new FieldCipher(config().dataEncryptionKey);
    const knex = em.getKnex();
    // An SSN and a sealed job parameter written before the key changed.
    await knex.raw(
      'update consumer_profiles set ssn_encrypted = ? where user_id = (select user_id from customer_documents where id = ?)',
      [old.encrypt(ssn), doc.id],
    );
    const sealed = old.encrypt(JSON.stringify({ link: 'https://parley.test/reset?token=abc' }));
    const [{ id: outboxId }] = (
      await knex.raw(
        `insert into outbox_messages (queue, job_name, job_id, payload, relayed_at, completed_at) values ('notification-email', 'send-email', ?, ?::jsonb, now(), now()) returning id`,
        [`rotation-test-${doc.id}`, JSON.stringify({ to: 'x@example.test', sealedParams: sealed })],
      )
    ).rows;
    // Text that merely looks like a ciphertext (anyone can type it into a message) is left alone and reported; it
    // does not stop the rotation of the rest.
    const lookalike = 'v1.AAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBB.CCCC';
    await knex.raw(
      `insert into outbox_messages (queue, job_name, job_id, payload, relayed_at, completed_at) values ('notification-email', 'send-email', ?, ?::jsonb, now(), now())`,
      [`rotation-lookalike-${doc.id}`, JSON.stringify({ note: lookalike })],
    );
    // A value the current key wrote: rotation leaves its ciphertext exactly as it was.
    const holder = await firmAdmin(em, firm);
    const untouched = { auth_token_encrypted: current.encrypt(`token-${holder.id}`) };
    await knex('users').where({ id: holder.id }).update({ auth_token_encrypted: untouched.auth_token_encrypted });

    const report = await rotateKeys(readRunEnv().DATABASE_URL, new FieldCipher(config().dataEncryptionKey, [oldKey]));
    expect(report.rewritten).toBeGreaterThanOrEqual(2);
    expect(report.columns).toBeGreaterThan(50);
    expect(report.unreadable).toEqual({ 'outbox_messages.payload': 1 });
    expect((await knex.raw('select payload from outbox_messages where job_id = ?', [`rotation-lookalike-${doc.id}`])).rows[0].payload).toEqual({ note: lookalike });

    // The current key alone now reads both, and the API reveals the SSN as before.
    const profile = (await knex.raw('select p.ssn_encrypted from consumer_profiles p join customer_documents d on d.user_id = p.user_id where d.id = ?', [doc.id])).rows[0];
    expect(current.decrypt(profile.ssn_encrypted)).toBe(ssn);
    const job = (await knex.raw('select payload from outbox_messages where id = ?', [outboxId])).rows[0];
    expect(JSON.parse(current.decrypt(job.payload.sealedParams))).toEqual({ link: 'https://parley.test/reset?token=abc' });
    expect((await knex('users').where({ id: holder.id }).first()).auth_token_encrypted).toBe(untouched.auth_token_encrypted);
    const admin = await collectorClient(api, (await firmAdmin(em, firm)).email, PASSWORD);
    expect((await admin.post('/collectors/api/reveal_ssn', { customer_document_id: doc.id })).body).toEqual({ social_security_number: ssn });
    // Running it again finds nothing left to do.
    expect((await rotateKeys(readRunEnv().DATABASE_URL, new FieldCipher(config().dataEncryptionKey, [oldKey]))).rewritten).toBe(0);
  });
});
