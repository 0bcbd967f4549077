import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addDays } from '@parley/domain/negotiation';
import { Case, CaseKind, CustomerDocument, DocumentName } from '../../src/modules/accounts/entities';
import type { LawFirm, User } from '../../src/modules/identity/entities';
import { collectorClient, consumerClient, startApi, startWorkerProcess, type Client, type TestApi } from '../harness';
import { consumer, createFirm, firmAdmin, PASSWORD } from '../factories';

/**
 * A settlement of a debt that is not (yet) in court, through the API and the real worker: the consumer uploads a
 * collections agency's letter, the walkthrough asks whether a lawsuit was filed (the letter does not say so), 'No'
 * switches every label and rule to the debt wording, and the account reaches the firm as pre-litigation. Court
 * papers instead answer the question themselves: it is skipped and the case is a lawsuit.
 */
const CORPUS = join(__dirname, '..', 'fixtures', 'papers', 'corpus');
const LETTER = readFileSync(join(CORPUS, '17-tn-letter-collections-agency.pdf'));
const SUMMONS = readFileSync(join(CORPUS, '01-il-cook-midland-summons.pdf'));
const today = () => new Date().toISOString().slice(0, 10);

describe('pre-suit settlement walk', () => {
  let api: TestApi;
  let worker: Awaited<ReturnType<typeof startWorkerProcess>>;
  let firm: LawFirm;
  let admin: Client;
  let me: User;
  let jo: Client;

  beforeAll(async () => {
    api = await startApi();
    worker = await startWorkerProcess();
    firm = await createFirm(api.em());
    admin = await collectorClient(api, (await firmAdmin(api.em(), firm)).email, PASSWORD);
  });
  beforeEach(async () => {
    me = await consumer(api.em());
    jo = await consumerClient(api, me.email, PASSWORD);
  });
  afterAll(async () => {
    await worker?.stop();
    await api?.close();
  });

  const newDoc = async () => {
    const em = api.em();
    const doc = em.create(CustomerDocument, { user: me.id, documentName: DocumentName.Solosettle });
    await em.persistAndFlush(doc);
    return doc;
  };
  const view = async (id: number) =>
    (await jo.get(`/api_controller/get_extracted_walk_through_step_responses/${id}`).expect(200)).body;
  const save = (id: number, step_name: string, inputs: unknown) =>
    jo.post(`/api_controller/update_walk_through_step_response/${id}`, { step_name, inputs, encrypted: false });
  const ok = async (id: number, step: string, inputs: unknown) => {
    const res = await save(id, step, inputs);
    expect([step, res.status, res.body]).toEqual([step, 200, { errors: [] }]);
  };

  /** Uploads one PDF, starts the reading and waits for the worker to finish it. */
  async function read(id: number, bytes: Buffer, name: string) {
    const token = await jo.csrf();
    const up = await jo.agent
      .post(`/api_controller/upload_file/${id}`)
      .set('X-CSRF-Token', token)
      .set('Accept', 'application/json')
      .attach('file', bytes, name);
    expect(up.status).toBe(200);
    expect((await jo.post(`/api_controller/prepopulate_from_document_files/${id}`, { upload: true })).status).toBe(200);
    // The question waits while the papers are being read.
    const during = await view(id);
    if (during.extraction_status === 'processing') expect(during.lawsuit_question).toBe('ask');
    for (let i = 0; i < 240; i++) {
      const v = await view(id);
      if (v.extraction_status !== 'processing') return v;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`the papers were not read in time\n${worker.output().slice(-2000)}`);
  }

  it('a collection letter: the question is asked, No gives the debt wording, the firm gets a pre-litigation account', async () => {
    const doc = await newDoc();
    let v = await read(doc.id, LETTER, 'letter.pdf');
    expect(v.extraction_status).toBe('done');
    expect(v.lawsuit_from_papers).toBe(false);
    expect(v.lawsuit_question).toBe('ask');
    expect(v.steps_order.slice(0, 3)).toEqual(['upload', 'lawsuit', 'review']);
    expect(v.steps.civil_number).toMatchObject({ value: 'CRS-4471902', source: 'extracted' });
    expect(v.steps.court_name.value).toBeNull();

    // Garbage is refused with a sentence and changes nothing.
    const garbage = await save(doc.id, 'determine_if_lawsuit_exists', { button_clicked: 'maybe' });
    expect([garbage.status, garbage.body.errors]).toEqual([422, ['Please answer yes or no']]);
    expect((await save(doc.id, 'determine_if_lawsuit_exists', {})).status).toBe(422);
    expect((await view(doc.id)).lawsuit_question).toBe('ask');

    await ok(doc.id, 'determine_if_lawsuit_exists', { button_clicked: 'no' });
    v = await view(doc.id);
    expect(v.lawsuit_exists).toBe(false);
    expect(v.lawsuit_question).toBe('answered');
    // The consumer may go back to the question: it stays in the walk.
    expect(v.steps_order).toContain('lawsuit');
    expect(v.labels).toMatchObject({
      lawsuit_state: 'Your state',
      lawsuit_amount: 'Debt amount',
      civil_number: 'File number',
      plaintiff_name: 'Creditor name',
      law_firm_name: 'Collections agency',
      lawyer_email: 'Collector email',
    });
    expect(v.required).not.toContain('court_name');
    // Every rule speaks of the debt too.
    const low = await save(doc.id, 'lawsuit_amount', { lawsuit_amount: '99' });
    expect([low.status, low.body.errors]).toEqual([422, ['Please enter a debt amount of at least $100']]);
    const missing = await save(doc.id, 'accuracy_confirmed', { confirmed: false });
    expect(missing.status).toBe(422);

    // The rest of the walk, the agency chosen from Parley's directory (the firm), then the offer.
    const picked = await jo.post(`/api_controller/save_law_firm/${doc.id}`, { law_firm_name: firm.name, selected_law_firm_id: firm.id });
    expect(picked.status).toBe(200);
    await ok(doc.id, 'birthdate', { birthdate: '1981-06-02' });
    await ok(doc.id, 'accuracy_confirmed', { confirmed: true });
    await ok(doc.id, 'social_security_number', { social_security_number_last_four: '5521' });
    expect((await jo.post(`/api_controller/update_phone_number/${doc.id}`, { phone_number: '8655550190', consents_to_sms: false })).status).toBe(200);
    v = await view(doc.id);
    expect(v.missing).toEqual([]);
    const stored = await api.em().findOneOrFail(CustomerDocument, doc.id);
    const kase = await api.em().findOneOrFail(Case, stored.case!.id);
    // The letter's facts became the answers: the account number, the creditor, the balance; no court.
    expect([kase.kind, kase.civilNumber, kase.plaintiffName, kase.amountCents, kase.courtName ?? null]).toEqual([
      CaseKind.PreLitigation,
      'CRS-4471902',
      'Synchrony Bank',
      231764,
      null,
    ]);
    const offered = await jo.post(`/api/customer_documents/${doc.id}/offer`, {
      total_amount: '1150.00',
      payments: 3,
      first_payment_date: addDays(today(), 6),
    });
    expect(offered.status).toBe(200);

    const row = (await admin.get(`/collectors/api/apply_filters?filters[customer_document_id]=${doc.id}`).expect(200)).body
      .customer_info[0];
    expect([row.lawsuit_exists, row.civil_number, row.plaintiff_name]).toEqual([false, 'CRS-4471902', 'Synchrony Bank']);
    const ids = async (q: string) =>
      ((await admin.get(`/collectors/api/apply_filters?${q}&filters[search]=CRS-4471902`).expect(200)).body.customer_info as Array<{ id: number }>).map(
        (r) => r.id,
      );
    expect(await ids('filters[litigation][]=Pre-litigation')).toContain(doc.id);
    expect(await ids('filters[litigation][]=Litigation')).not.toContain(doc.id);
  }, 120_000);

  it('court papers answer the question: it is skipped and the confirmed case is a lawsuit', async () => {
    const doc = await newDoc();
    let v = await read(doc.id, SUMMONS, 'summons.pdf');
    expect(v.extraction_status).toBe('done');
    expect(v.lawsuit_from_papers).toBe(true);
    expect(v.lawsuit_question).toBe('papers');
    expect(v.lawsuit_exists).toBe(true);
    expect(v.steps_order).not.toContain('lawsuit');
    expect(v.labels.civil_number).toBe('Civil number');
    await ok(doc.id, 'birthdate', { birthdate: '1975-01-20' });
    await ok(doc.id, 'lawyer_email', { lawyer_emails: 'counsel@example.test' });
    await ok(doc.id, 'accuracy_confirmed', { confirmed: true });
    v = await view(doc.id);
    expect(v.lawsuit_question).toBe('answered');
    const stored = await api.em().findOneOrFail(CustomerDocument, doc.id);
    expect((await api.em().findOneOrFail(Case, stored.case!.id)).kind).toBe(CaseKind.Lawsuit);
  }, 120_000);
});
