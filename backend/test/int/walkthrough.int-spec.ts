import { pdfText } from '../../src/core/pdf/pdf-text';
import { addDays } from '@parley/domain/negotiation';
import { addYears } from '@parley/domain/walkthrough/validation';
import { Case, CaseKind, ConsumerProfile, CustomerDocument, DocumentName } from '../../src/modules/accounts/entities';
import type { LawFirm, User } from '../../src/modules/identity/entities';
import { WalkThroughStepResponse } from '../../src/modules/walkthrough/entities';
import { DocumentExtraction, DocumentFile, ExtractedFactRow } from '../../src/modules/extraction/entities';
import { collector, consumer, createFirm, firmAdmin, PASSWORD } from '../factories';
import { Client, collectorClient, consumerClient, startApi, TestApi } from '../harness';

const today = () => new Date().toISOString().slice(0, 10);

describe('walkthrough API', () => {
  let api: TestApi;
  let firm: LawFirm;
  let admin: Client;
  let agent: Client;
  let me: User;
  let jo: Client;
  let other: Client;
  beforeAll(async () => {
    api = await startApi();
    firm = await createFirm(api.em());
    admin = await collectorClient(api, (await firmAdmin(api.em(), firm)).email, PASSWORD);
    agent = await collectorClient(api, (await collector(api.em(), firm)).email, PASSWORD);
    other = await consumerClient(api, (await consumer(api.em())).email, PASSWORD);
  });
  beforeEach(async () => {
    me = await consumer(api.em());
    jo = await consumerClient(api, me.email, PASSWORD);
  });
  afterAll(() => api.close());

  /** A new document as the dashboard's create call leaves it: no case, no firm. */
  const newDoc = async (name: DocumentName = DocumentName.Solosettle, user: User = me) => {
    const em = api.em();
    const doc = em.create(CustomerDocument, { user: user.id, documentName: name });
    await em.persistAndFlush(doc);
    return doc;
  };
  const view = async (id: number, c: Client = jo) =>
    (await c.get(`/api_controller/get_extracted_walk_through_step_responses/${id}`).expect(200)).body;
  const save = (id: number, step_name: string, inputs: unknown, c: Client = jo) =>
    c.post(`/api_controller/update_walk_through_step_response/${id}`, { step_name, inputs, encrypted: false });
  const expect422 = async (id: number, step: string, inputs: unknown, message: string) => {
    const res = await save(id, step, inputs);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([message]);
  };

  it('answers an empty document with every field untouched and the required list missing', async () => {
    const doc = await newDoc();
    const v = await view(doc.id);
    expect(v.extraction_status).toBe('none');
    expect(v.lawsuit_exists).toBe(true);
    expect(v.steps.lawsuit_amount).toEqual({ value: null, source: null, confidence: null, status: 'untouched', error: null });
    // The test consumer has a name on the account: it comes from the profile.
    expect(v.steps.customer_name).toMatchObject({ value: 'Test consumer', source: 'profile' });
    expect(v.missing).toEqual(expect.arrayContaining(['lawsuit_amount', 'plaintiff_name', 'lawyer_email', 'birthdate']));
    expect(v.missing).not.toContain('customer_name');
    expect(v.steps_order[0]).toBe('upload');
    expect(v.current_step).toBeNull();
  });

  it('answers the lawsuit dates saved on the case, and none once cleared or after a refused save', async () => {
    const doc = await newDoc();
    expect((await view(doc.id)).lawsuit_dates).toEqual({ answer_deadline: null, court_date: null });
    const deadline = addDays(today(), 20);
    const court = addDays(today(), 45);
    expect((await save(doc.id, 'lawsuit_dates', { answer_deadline: deadline, court_date: court })).status).toBe(200);
    expect((await view(doc.id)).lawsuit_dates).toEqual({ answer_deadline: deadline, court_date: court });
    await expect422(
      doc.id,
      'lawsuit_dates',
      { answer_deadline: addYears(today(), 3), court_date: court },
      'Please enter a date (YYYY-MM-DD) within a year before or two years after today',
    );
    expect((await view(doc.id)).lawsuit_dates).toEqual({ answer_deadline: deadline, court_date: court });
    expect((await save(doc.id, 'lawsuit_dates', { answer_deadline: '', court_date: null })).status).toBe(200);
    expect((await view(doc.id)).lawsuit_dates).toEqual({ answer_deadline: null, court_date: null });
  });

  it('saves each field, writes the case and the profile, and the saved value wins', async () => {
    const doc = await newDoc();
    const ok = async (step: string, inputs: unknown) => {
      const res = await save(doc.id, step, inputs);
      expect([res.status, res.body]).toEqual([200, { errors: [] }]);
    };
    await ok('customer_name', { customer_name: ' Maria  de la Cruz ' });
    await ok('lawsuit_state', { lawsuit_state: 'il' });
    await ok('lawsuit_amount', { lawsuit_amount: '$2,450.75' });
    await ok('civil_number', { civil_number: '2026-CV-01234' });
    await ok('plaintiff_name', { plaintiff_name: 'Midland Credit Management' });
    await ok('law_firm_name', { law_firm_name: 'Smith & Jones' });
    await ok('lawyer_email', { lawyer_emails: 'a@smith.test; b@smith.test' });
    await ok('customer_mailing_address', {
      customer_street: '12 Elm St',
      customer_city: 'Springfield',
      customer_state: 'IL',
      customer_zip_code: '627011234',
    });
    await ok('customer_phone_number', { customer_phone_number: '(217) 555-0199' });
    await ok('birthdate', { birthdate: '1984-06-02' });
    await ok('social_security_number', { social_security_number: '123-45-6789' });
    await ok('current_step', { step: 'ssn' });

    const em = api.em();
    const fresh = await em.findOneOrFail(CustomerDocument, doc.id);
    const kase = await em.findOneOrFail(Case, fresh.case!.id);
    expect([kase.lawsuitState, kase.amountCents, kase.civilNumber, kase.plaintiffName, kase.kind]).toEqual([
      'IL',
      245075,
      '2026-CV-01234',
      'Midland Credit Management',
      CaseKind.Lawsuit,
    ]);
    const profile = await em.findOneOrFail(ConsumerProfile, { user: me.id });
    expect([profile.street, profile.zipCode, profile.phone, profile.birthdate, profile.ssnLastFour]).toEqual([
      '12 Elm St',
      '62701-1234',
      '2175550199',
      '1984-06-02',
      '6789',
    ]);
    expect(profile.ssnEncrypted).toMatch(/^v1\./);
    // The SSN row holds the sealed number and the last four; its JSON value never the full number.
    const row = await em.findOneOrFail(WalkThroughStepResponse, { customerDocument: doc.id, stepName: 'social_security_number' });
    expect(JSON.stringify(row.value)).not.toContain('123456789');
    expect(row.sealedValue).toMatch(/^v1\./);
    expect(row.lastFour).toBe('6789');

    const v = await view(doc.id);
    expect(v.steps.customer_name).toMatchObject({ value: 'Maria de la Cruz', source: 'saved', status: 'valid' });
    expect(v.steps.lawsuit_amount.value).toBe(245075);
    expect(v.steps.lawyer_email.value).toEqual(['a@smith.test', 'b@smith.test']);
    expect(v.steps.social_security_number.value).toEqual({ last_four: '6789', full_available: true });
    expect(JSON.stringify(v)).not.toContain('123456789');
    expect(v.missing).toEqual([]);
    expect(v.invalid).toEqual([]);
    expect(v.current_step).toBe('ssn');

    // Last four matching the full number keep it; other last four replace it.
    expect((await save(doc.id, 'social_security_number', { social_security_number_last_four: '6789' })).status).toBe(200);
    expect((await view(doc.id)).steps.social_security_number.value).toEqual({ last_four: '6789', full_available: true });
    expect((await save(doc.id, 'social_security_number', { social_security_number_last_four: '1111' })).status).toBe(200);
    expect((await view(doc.id)).steps.social_security_number.value).toEqual({ last_four: '1111', full_available: false });
    const after = await api.em().findOneOrFail(ConsumerProfile, { user: me.id });
    expect([after.ssnEncrypted, after.ssnLastFour]).toEqual([null, '1111']);
  });

  it('prefers the saved answer, then the fact read from the papers (with its confidence), then the profile', async () => {
    const doc = await newDoc();
    const em = api.em();
    const file = em.create(DocumentFile, {
      customerDocument: doc.id,
      user: me.id,
      filename: 'summons.pdf',
      kind: 'pdf' as never,
      contentType: 'application/pdf',
      byteSize: 100,
      storageKey: `test/${doc.id}.pdf`,
    });
    const run = em.create(DocumentExtraction, { customerDocument: doc.id, fileIds: [], status: 'done' as never });
    em.persist([file, run]);
    await em.flush();
    const fact = (field: string, value: unknown, confidence: number) =>
      em.create(ExtractedFactRow, {
        extraction: run.id,
        customerDocument: doc.id,
        file: file.id,
        field: field as never,
        value: value as never,
        confidence,
        method: 'pdf_text',
      });
    em.persist([
      fact('customer_name', 'Jordan Q Public', 0.9),
      fact('lawsuit_amount', 5000, 0.8),
      fact('plaintiff_name', 'Portfolio Recovery Associates, LLC', 0.7),
    ]);
    await em.flush();
    let v = await view(doc.id);
    expect(v.extraction_status).toBe('done');
    expect(v.steps.customer_name).toEqual({ value: 'Jordan Q Public', source: 'extracted', confidence: 0.9, status: 'untouched', error: null });
    // Read from the papers but below the $100 floor: shown, and listed as invalid.
    expect(v.steps.lawsuit_amount).toMatchObject({ value: 5000, source: 'extracted', status: 'invalid', error: 'Please enter a lawsuit amount of at least $100' });
    expect(v.invalid).toEqual([{ field: 'lawsuit_amount', message: 'Please enter a lawsuit amount of at least $100' }]);
    expect((await save(doc.id, 'lawsuit_amount', { lawsuit_amount: '500' })).status).toBe(200);
    v = await view(doc.id);
    expect(v.steps.lawsuit_amount).toMatchObject({ value: 50000, source: 'saved', status: 'valid', confidence: null });
    expect(v.steps.plaintiff_name.confidence).toBe(0.7);

    // Confirming the page adopts what was read and left as is: the case gets the plaintiff, the user the name.
    expect((await save(doc.id, 'accuracy_confirmed', { confirmed: true })).status).toBe(200);
    const fresh = await api.em().findOneOrFail(CustomerDocument, doc.id);
    const kase = await api.em().findOneOrFail(Case, fresh.case!.id);
    expect([kase.plaintiffName, kase.amountCents]).toEqual(['Portfolio Recovery Associates, LLC', 50000]);
    v = await view(doc.id);
    expect(v.steps.customer_name).toMatchObject({ value: 'Jordan Q Public', source: 'saved', status: 'valid' });
    expect(v.accuracy_confirmed).toBe(true);
  });

  it('refuses the confirmation while a fact read from the papers breaks a rule, and writes nothing', async () => {
    const doc = await newDoc();
    const em = api.em();
    const file = em.create(DocumentFile, {
      customerDocument: doc.id,
      user: me.id,
      filename: 'summons.pdf',
      kind: 'pdf' as never,
      contentType: 'application/pdf',
      byteSize: 100,
      storageKey: `test/${doc.id}.pdf`,
    });
    const run = em.create(DocumentExtraction, { customerDocument: doc.id, fileIds: [], status: 'done' as never });
    em.persist([file, run]);
    await em.flush();
    for (const [field, value] of [['plaintiff_name', 'Cavalry SPV I'], ['lawsuit_amount', 4000]] as const)
      em.persist(
        em.create(ExtractedFactRow, {
          extraction: run.id,
          customerDocument: doc.id,
          file: file.id,
          field,
          value,
          confidence: 0.9,
          method: 'ocr',
        }),
      );
    await em.flush();
    const res = await save(doc.id, 'accuracy_confirmed', { confirmed: true });
    expect([res.status, res.body.errors]).toEqual([422, ['Please correct the following fields: Lawsuit amount']]);
    expect(await api.em().count(WalkThroughStepResponse, { customerDocument: doc.id })).toBe(0);
    expect((await api.em().findOneOrFail(CustomerDocument, doc.id)).case).toBeNull();
    await expect422(doc.id, 'accuracy_confirmed', { confirmed: false }, 'Please confirm that the information is correct and accurate');
  });

  it('refuses every rule at its boundary with the exact wording', async () => {
    const doc = await newDoc();
    await expect422(doc.id, 'lawsuit_amount', { lawsuit_amount: '99.99' }, 'Please enter a lawsuit amount of at least $100');
    expect((await save(doc.id, 'lawsuit_amount', { lawsuit_amount: '100.00' })).status).toBe(200);
    await expect422(doc.id, 'civil_number', { civil_number: '   ' }, 'Input cannot be blank.');
    await expect422(doc.id, 'social_security_number', { social_security_number: '12345678' }, 'The social security number must be 9 digits');
    await expect422(doc.id, 'social_security_number', { social_security_number_last_four: '123' }, 'Please enter the last 4 digits of your social security number');
    await expect422(doc.id, 'social_security_number', {}, 'Please provide either your full SSN or the last 4 digits');
    await expect422(doc.id, 'customer_phone_number', { customer_phone_number: '555-0199' }, 'Invalid phone number format');
    await expect422(doc.id, 'customer_phone_number', { customer_phone_number: '(017) 555-0199' }, 'Please enter a valid US phone number');
    await expect422(doc.id, 'lawyer_email', { lawyer_emails: 'a@smith.test;not-an-email' }, 'Please enter valid email addresses');
    const t = today();
    expect((await save(doc.id, 'birthdate', { birthdate: addYears(t, -16) })).status).toBe(200);
    await expect422(doc.id, 'birthdate', { birthdate: addDays(addYears(t, -16), 1) }, 'Please enter a valid birthdate: you must be between 16 and 125 years old');
    expect((await save(doc.id, 'birthdate', { birthdate: addYears(t, -125) })).status).toBe(200);
    await expect422(doc.id, 'birthdate', { birthdate: addDays(addYears(t, -125), -1) }, 'Please enter a valid birthdate: you must be between 16 and 125 years old');
    // The last accepted values stand: a refused save changed nothing.
    const v = await view(doc.id);
    expect(v.steps.lawsuit_amount.value).toBe(10000);
    expect(v.steps.birthdate.value).toBe(addYears(t, -125));
  });

  it('answers 422 to garbage, never 500, and writes nothing', async () => {
    const doc = await newDoc();
    const url = `/api_controller/update_walk_through_step_response/${doc.id}`;
    for (const body of [
      undefined,
      'garbage',
      [],
      { step_name: 5 },
      { step_name: 'lawsuit_amount' },
      { step_name: 'lawsuit_amount', inputs: 'x' },
      { step_name: 'lawsuit_amount', inputs: [1] },
      { step_name: 'nope', inputs: {} },
      { step_name: 'lawsuit_amount', inputs: { lawsuit_amount: { $gt: 1 } } },
      { step_name: 'customer_mailing_address', inputs: { customer_street: ['x'] } },
      { step_name: 'hardship', inputs: { reasons: 'job_loss' } },
      { step_name: 'hardship', inputs: { reasons: ['lottery'] } },
      { step_name: 'current_step', inputs: { step: 'hack' } },
      { step_name: 'determine_if_lawsuit_exists', inputs: { button_clicked: { a: 1 } } },
      { step_name: 'answer_details', inputs: { time_barred: 'yes' } },
      { step_name: 'lawsuit_amount', inputs: {}, encrypted: 'x' },
    ]) {
      const res = await jo.post(url, body);
      expect([res.status, typeof res.body.error]).toEqual([422, 'string']);
    }
    const raw = await jo.agent
      .post(url)
      .set('X-CSRF-Token', await jo.csrf())
      .set('Content-Type', 'application/json')
      .send('{"step_name":');
    expect(raw.status).toBe(422);
    for (const body of [{}, { phone_number: 12 }, { phone_number: 'abc' }, { phone_number: '2175550199', consents_to_sms: 'y' }]) {
      const res = await jo.post(`/api_controller/update_phone_number/${doc.id}`, body);
      expect(res.status).toBe(422);
    }
    expect(await api.em().count(WalkThroughStepResponse, { customerDocument: doc.id })).toBe(0);
  });

  it('is the consumer’s own document only: 404 for others and missing, 403 for collectors, 401 signed out', async () => {
    const doc = await newDoc();
    for (const c of [other]) {
      expect((await c.get(`/api_controller/get_extracted_walk_through_step_responses/${doc.id}`)).status).toBe(404);
      expect((await save(doc.id, 'civil_number', { civil_number: 'X1' }, c)).status).toBe(404);
      expect((await c.post(`/api_controller/update_phone_number/${doc.id}`, { phone_number: '2175550199' })).status).toBe(404);
    }
    for (const id of ['2147483600', '0', 'abc', '99999999999']) {
      expect((await jo.get(`/api_controller/get_extracted_walk_through_step_responses/${id}`)).status).toBe(404);
    }
    for (const c of [admin, agent]) {
      expect((await c.get(`/api_controller/get_extracted_walk_through_step_responses/${doc.id}`)).status).toBe(403);
      expect((await save(doc.id, 'civil_number', { civil_number: 'X1' }, c)).status).toBe(403);
    }
    const anon = new Client(api);
    expect((await anon.get(`/api_controller/get_extracted_walk_through_step_responses/${doc.id}`)).status).toBe(401);
    expect((await anon.post(`/api_controller/update_walk_through_step_response/${doc.id}`, {})).status).toBe(401);
    expect(await api.em().count(WalkThroughStepResponse, { customerDocument: doc.id })).toBe(0);
  });

  it('switches to debt wording when there is no lawsuit, and keeps the phone with the SMS consent', async () => {
    const doc = await newDoc();
    expect((await save(doc.id, 'determine_if_lawsuit_exists', { button_clicked: -1 })).status).toBe(200);
    const v = await view(doc.id);
    expect(v.lawsuit_exists).toBe(false);
    expect([v.labels.law_firm_name, v.labels.lawyer_email, v.labels.plaintiff_name, v.labels.civil_number]).toEqual([
      'Collections agency',
      'Collector email',
      'Creditor name',
      'File number',
    ]);
    const phone = await jo.post(`/api_controller/update_phone_number/${doc.id}`, {
      phone_number: '(312) 555-0142',
      consents_to_sms: true,
    });
    expect([phone.status, phone.body]).toEqual([200, { errors: [] }]);
    const after = await view(doc.id);
    expect(after.steps.customer_phone_number.value).toBe('3125550142');
    expect(after.consents_to_sms).toBe(true);
    expect((await save(doc.id, 'hardship', { reasons: ['medical'], details: { medical: 'Surgery in March' } })).status).toBe(200);
    const profile = await api.em().findOneOrFail(ConsumerProfile, { user: me.id });
    expect(profile.hardship).toEqual({ medical: { details: 'Surgery in March' } });
    expect((await view(doc.id)).hardship).toEqual({ medical: { details: 'Surgery in March' } });
  });

  it('walks the settlement through the API: review, steps, firm, offer; the firm sees accept_or_counteroffer', async () => {
    const doc = await newDoc();
    const steps: Array<[string, unknown]> = [
      ['current_step', { step: 'review' }],
      ['customer_name', { customer_name: 'Dana Whitfield' }],
      ['lawsuit_state', { lawsuit_state: 'TX' }],
      ['lawsuit_amount', { lawsuit_amount: '3200' }],
      ['civil_number', { civil_number: 'CC-26-00981' }],
      ['plaintiff_name', { plaintiff_name: 'Cavalry SPV I, LLC' }],
      ['law_firm_name', { law_firm_name: firm.name }],
      ['customer_mailing_address', { customer_street: '400 Oak Ave', customer_city: 'Austin', customer_state: 'TX', customer_zip_code: '78701' }],
      ['birthdate', { birthdate: '1979-03-14' }],
      ['accuracy_confirmed', { confirmed: true }],
      ['social_security_number', { social_security_number_last_four: '4321' }],
      ['hardship', { reasons: ['job_loss'], details: { job_loss: 'Laid off in May' } }],
      ['current_step', { step: 'offer' }],
    ];
    for (const [step, inputs] of steps) expect([step, (await save(doc.id, step, inputs)).status]).toEqual([step, 200]);
    expect((await jo.post(`/api_controller/update_phone_number/${doc.id}`, { phone_number: '5125550110', consents_to_sms: false })).status).toBe(200);
    // The law firm search's save addresses the document to the firm chosen from the directory.
    const picked = await jo.post(`/api_controller/save_law_firm/${doc.id}`, {
      law_firm_name: firm.name,
      selected_law_firm_id: firm.id,
    });
    expect(picked.status).toBe(200);
    const v = await view(doc.id);
    expect(v.document.law_firm).toMatchObject({ id: firm.id, name: firm.name });
    expect(v.missing).toEqual([]);

    // A change after the firm is known reaches the collector's read model at once.
    expect((await save(doc.id, 'lawsuit_amount', { lawsuit_amount: '3400' })).status).toBe(200);
    const offered = await jo.post(`/api/customer_documents/${doc.id}/offer`, {
      total_amount: '1700.00',
      payments: 4,
      first_payment_date: addDays(today(), 5),
    });
    expect(offered.status).toBe(200);
    const row = (await admin.get(`/collectors/api/apply_filters?filters[customer_document_id]=${doc.id}`).expect(200)).body
      .customer_info[0];
    expect(row.current_action.type ?? row.current_action).toBe('accept_or_counteroffer');
    expect(row.plaintiff_name ?? row.plaintiff).toBeDefined();
    const stored = await api.em().findOneOrFail(CustomerDocument, doc.id);
    expect([stored.rmCurrentAction, stored.rmLawsuitAmountCents, stored.rmPlaintiffName, stored.rmCustomerName]).toEqual([
      'accept_or_counteroffer',
      340000,
      'Cavalry SPV I, LLC',
      'Dana Whitfield',
    ]);
  });

  it('walks the answer to a summons and downloads the answer for the consumer’s state', async () => {
    const doc = await newDoc(DocumentName.DebtAnswer);
    const pdf = (c: Client = jo) =>
      c.agent
        .get(`/api/debt_answers/${doc.id}/answer_to_summons.pdf`)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
    const early = await jo.get(`/api/debt_answers/${doc.id}/answer_to_summons.pdf`);
    expect(early.status).toBe(422);
    expect(early.body.error).toMatch(/^Please fill in the following required fields: .*Civil number/);
    expect((await view(doc.id)).required).toContain('court_name');
    for (const [step, inputs] of [
      ['lawsuit_state', { lawsuit_state: 'OH' }],
      ['civil_number', { civil_number: 'CV-2026-44120' }],
      ['plaintiff_name', { plaintiff_name: 'LVNV Funding LLC' }],
      ['court_name', { court_name: 'Franklin County Municipal Court' }],
      ['answer_details', { time_barred: true }],
      ['current_step', { step: 'answer' }],
    ] as const)
      expect([step, (await save(doc.id, step, inputs)).status]).toEqual([step, 200]);
    expect((await save(doc.id, 'current_step', { step: 'offer' })).status).toBe(422);
    const res = await pdf();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(res.body as Buffer)).text.replace(/\s+/g, ' ');
    expect(text).toContain('FRANKLIN COUNTY MUNICIPAL COURT');
    expect(text).toContain('STATE OF OHIO');
    expect(text).toContain('LVNV Funding LLC');
    expect(text).toContain('CV-2026-44120');
    expect(text).toMatch(/time to sue on this debt had run/);
    expect((await pdf(other)).status).toBe(404);
    expect((await pdf(admin)).status).toBe(403);
    const settlement = await newDoc();
    expect((await jo.get(`/api/debt_answers/${settlement.id}/answer_to_summons.pdf`)).status).toBe(404);
  });
});
