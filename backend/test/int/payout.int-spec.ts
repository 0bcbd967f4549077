import { AuditEvent } from '../../src/modules/identity/entities';
import { FirmBankAccount, FirmPayoutDetails, PayoutService } from '../../src/modules/payout';
import { BANK_ACCOUNT_REMOVED, BANK_ACCOUNT_SET_UP, EMAIL_PREFERENCES_UPDATED, PAYMENT_DETAILS_UPDATED } from '../../src/modules/payout/payout.service';
import { FieldCipher } from '../../src/core/security/encryption';
import { collector, consumer, createFirm, firmAdmin, onCallAdmin, PASSWORD } from '../factories';
import { Client, collectorClient, consumerClient, startApi, TestApi } from '../harness';

/** Payment Options. */
describe('payout: payment options', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startApi()));
  afterAll(() => api.close());

  async function firmAndAdmin() {
    const em = api.em();
    const firm = await createFirm(em);
    const admin = await firmAdmin(em, firm);
    return { firm, admin, c: await collectorClient(api, admin.email, PASSWORD) };
  }
  const address = { payee: 'Demo Law Group', mailing_name: 'Attn: Accounts', mailing_street: '100 Congress Ave', mailing_city: 'Austin', mailing_state: 'TX', mailing_zip: '78701' };
  const bank = { routing_number: '021000021', account_number: '0001 2345 6789', account_type: 'BUSINESS', account_name: 'Demo Law Group IOLTA', email: 'Payments@DemoLaw.test', payee: 'Demo Law Group' };

  it('starts empty, saves the mailed-check details, and reports has_payment_details', async () => {
    const { firm, c } = await firmAndAdmin();
    const empty = await c.get('/collectors/api/get_law_firm');
    expect(empty.status).toBe(200);
    expect(empty.body.law_firm).toMatchObject({ id: firm.id, name: firm.name, bank_id: null, digital_check_approved: false, payee: null, has_payment_details: false, bank_account: null });
    const payout = api.app.get(PayoutService);
    expect(await payout.hasPaymentDetails(api.em(), firm.id)).toBe(false);

    const res = await c.post('/collectors/api/update_firm_payment_details', { law_firm: { ...address, mailing_state: 'tx' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(PAYMENT_DETAILS_UPDATED);
    const after = (await c.get('/collectors/api/get_law_firm')).body.law_firm;
    expect(after).toMatchObject({ ...address, digital_check_approved: false, has_payment_details: true });
    expect(await payout.hasPaymentDetails(api.em(), firm.id)).toBe(true);

    const removed = await c.post('/collectors/api/remove_firm_payment_details');
    expect(removed.status).toBe(200);
    expect((await c.get('/collectors/api/get_law_firm')).body.law_firm).toMatchObject({ payee: null, mailing_street: null, has_payment_details: false });
  });

  it('refuses missing fields in the exact sentence, PO boxes on the server, and garbage with 422', async () => {
    const { firm, c } = await firmAndAdmin();
    const missing = await c.post('/collectors/api/update_firm_payment_details', { law_firm: { payee: 'X', mailing_street: '', mailing_city: 'Austin' } });
    expect(missing.status).toBe(422);
    expect(missing.body.error).toBe('Please fill in all required fields: Street, State, Zip');
    for (const street of ['PO Box 12', 'P.O. Box 9', 'Post Office Box 4', 'POB 77', 'p o box 3']) {
      const res = await c.post('/collectors/api/update_firm_payment_details', { law_firm: { ...address, mailing_street: street } });
      expect(res.status).toBe(422);
      expect(res.body.error).toMatch(/PO Boxes are not allowed/);
    }
    for (const body of [
      {},
      [],
      { law_firm: 'x' },
      { law_firm: { ...address, mailing_state: 'ZZ' } },
      { law_firm: { ...address, mailing_zip: 'abcde' } },
      { law_firm: { ...address, payee: 12 } },
      { law_firm: { ...address, digital_check_approved: 'yes' } },
      { law_firm: { ...address, mailing_street: 'x'.repeat(500) } },
      // Direct deposit cannot be chosen without a bank account.
      { law_firm: { ...address, digital_check_approved: true } },
    ]) {
      const res = await c.post('/collectors/api/update_firm_payment_details', body);
      expect(res.status).toBe(422);
      expect(typeof res.body.error).toBe('string');
    }
    expect(await api.em().count(FirmPayoutDetails, { lawFirm: firm.id, payee: { $ne: null } })).toBe(0);
  });

  it('connects a bank account (encrypted, last four only), approves digital checks, and removal reverts to mailed checks', async () => {
    const { firm, c } = await firmAndAdmin();
    const res = await c.post('/collectors/api/bank_account', bank);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(BANK_ACCOUNT_SET_UP);
    const got = await c.get('/collectors/api/get_law_firm');
    const lf = got.body.law_firm;
    expect(lf).toMatchObject({ digital_check_email: 'payments@demolaw.test', digital_check_approved: true, payee: 'Demo Law Group', has_payment_details: true });
    expect(lf.bank_id).toEqual(expect.any(Number));
    expect(lf.bank_account).toMatchObject({ account_number: '••••6789', account_number_last_four: '6789', routing_number: '021000021', account_type: 'BUSINESS', account_type_label: 'IOLTA', account_name: 'Demo Law Group IOLTA' });
    expect(JSON.stringify(got.body)).not.toContain('000123456789');
    const row = await api.em().findOneOrFail(FirmBankAccount, { lawFirm: firm.id });
    expect(row.accountNumberEncrypted).not.toContain('6789');
    expect(api.app.get(FieldCipher).decrypt(row.accountNumberEncrypted)).toBe('000123456789');
    expect(await api.em().count(AuditEvent, { action: 'payout_bank_account_connected', lawFirm: firm.id })).toBe(1);

    const pref = await c.post('/collectors/api/digital_check_email', { email: 'ap@demolaw.test', digital_check_approved: true, payee: 'Demo Law' });
    expect(pref.status).toBe(200);
    expect(pref.body.message).toBe(EMAIL_PREFERENCES_UPDATED);

    const removed = await c.post('/collectors/api/remove_bank_account');
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(BANK_ACCOUNT_REMOVED);
    expect((await c.get('/collectors/api/get_law_firm')).body.law_firm).toMatchObject({ bank_id: null, bank_account: null, digital_check_approved: false });
    expect(await api.em().count(FirmBankAccount, { lawFirm: firm.id })).toBe(0);
    expect((await c.post('/collectors/api/remove_bank_account')).status).toBe(422);
  });

  it('refuses bad bank details in the exact words (422) and writes nothing', async () => {
    const { firm, c } = await firmAndAdmin();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...bank, routing_number: '12345' }, 'Routing number must be 9 digits'],
      [{ ...bank, routing_number: '123456789' }, 'Please enter a valid routing number'],
      [{ ...bank, account_number: '12 3' }, 'Please enter a valid account number'],
      [{ ...bank, email: 'nope' }, 'Please enter a valid email address'],
      [{ ...bank, payee: '  ' }, 'Please enter a payee name'],
      [{ ...bank, account_type: 'MONEY_MARKET' }, 'Please choose an account type'],
      [{ ...bank, account_name: '' }, 'Please enter the account holder name'],
      [{ ...bank, email: undefined }, 'Please enter a valid email address'],
    ];
    for (const [body, message] of cases) {
      const res = await c.post('/collectors/api/bank_account', body);
      expect(res.status).toBe(422);
      expect(res.body.errors).toContain(message);
    }
    for (const body of [{}, [], { routing_number: 21000021 }, { ...bank, account_number: 123456 }])
      expect((await c.post('/collectors/api/bank_account', body)).status).toBe(422);
    for (const body of [{}, { email: 'a@b.test' }, { email: 'bad', digital_check_approved: false }, { email: 'a@b.test', digital_check_approved: 'no' }, { email: 'a@b.test', digital_check_approved: true }])
      expect((await c.post('/collectors/api/digital_check_email', body)).status).toBe(422);
    expect(await api.em().count(FirmBankAccount, { lawFirm: firm.id })).toBe(0);
  });

  it('keeps each firm to its own details; non-admins read but may not change; on-call admins and consumers are refused', async () => {
    const a = await firmAndAdmin();
    const b = await firmAndAdmin();
    await a.c.post('/collectors/api/bank_account', bank);
    expect((await b.c.get('/collectors/api/get_law_firm')).body.law_firm).toMatchObject({ id: b.firm.id, bank_account: null });
    await b.c.post('/collectors/api/remove_bank_account');
    expect(await api.em().count(FirmBankAccount, { lawFirm: a.firm.id })).toBe(1);

    const agent = await collectorClient(api, (await collector(api.em(), a.firm)).email, PASSWORD);
    expect((await agent.get('/collectors/api/get_law_firm')).body.law_firm.bank_account.account_number_last_four).toBe('6789');
    for (const [path, body] of [
      ['update_firm_payment_details', { law_firm: address }],
      ['remove_firm_payment_details', {}],
      ['digital_check_email', { email: 'x@y.test', digital_check_approved: false }],
      ['bank_account', bank],
      ['remove_bank_account', {}],
    ] as const)
      expect((await agent.post(`/collectors/api/${path}`, body)).status).toBe(403);
    const oncall = await collectorClient(api, (await onCallAdmin(api.em())).email, PASSWORD);
    expect((await oncall.get('/collectors/api/get_law_firm')).status).toBe(403);
    const person = await consumerClient(api, (await consumer(api.em())).email, PASSWORD);
    expect((await person.get('/collectors/api/get_law_firm')).status).toBe(403);
    expect((await new Client(api).get('/collectors/api/get_law_firm')).status).toBe(401);
  });
});
