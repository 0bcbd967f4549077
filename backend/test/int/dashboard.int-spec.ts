import { OutboxMessage } from '../../src/core/queue/outbox-message.entity';
import { JobName, type RenderDocumentPayload } from '../../src/core/queue/jobs';
import { pdfText } from '../../src/core/pdf/pdf-text';
import type { DashboardPayload } from '@parley/domain/dashboard/payload';
import { LocalDiskStorage } from '../../src/integrations/storage/local-disk.driver';
import { AccountProjection, Case, CaseKind, CustomerDocument, DocumentName } from '../../src/modules/accounts';
import { AffiliateOffer, ConsumerDocumentArchive } from '../../src/modules/dashboard/entities';
import { DocumentFactsService } from '../../src/modules/documents/document-facts.service';
import { RenderDocumentJob } from '../../src/modules/documents/jobs/render-document.job';
import { DocumentGeneration } from '../../src/modules/editor';
import type { LawFirm, User } from '../../src/modules/identity/entities';
import { createAccount, offerEvent, terms } from '../account-factory';
import { collector, consumer, createFirm, PASSWORD } from '../factories';
import { Client, collectorClient, consumerClient, startApi, TestApi } from '../harness';
import type { Response } from 'supertest';

const accepted = terms(240000, 3, '2099-02-01');
const signedEvents = [
  offerEvent(accepted, 9),
  {
    party: 'collector' as const,
    action: 'accept' as const,
    daysAgo: 8,
    params: { accepted_offer_index: 0, payment_details_on_file: true },
    disclosures: ['This acceptance is a communication from a debt collector'],
  },
  { party: 'collector' as const, action: 'sent_settlement_agreement' as const, daysAgo: 7 },
  {
    party: 'consumer' as const,
    action: 'signed_settlement_agreement' as const,
    daysAgo: 6,
    params: { signature_name: 'Test consumer', signed_at: '2026-11-17T14:05:09.000Z', ip: '198.51.100.23' },
  },
];

/** Writes go through Client (CSRF first), so they come back as responses: check the status with the body in view. */
function status(res: Response, code: number): Response {
  if (res.status !== code) throw new Error(`expected ${code}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res;
}

async function patch(c: Client, path: string, body?: unknown) {
  const token = await c.csrf();
  return c.agent.patch(path).set('X-CSRF-Token', token).set('Accept', 'application/json').send(body as object);
}

describe('consumer dashboard API', () => {
  let api: TestApi;
  let firm: LawFirm;
  let me: User;
  let mine: Client;
  let stranger: Client;
  let collectorOf: Client;
  let settlement: CustomerDocument;
  let answer: CustomerDocument;
  let generation: DocumentGeneration;

  beforeAll(async () => {
    api = await startApi();
    firm = await createFirm(api.em());
    me = await consumer(api.em());
    mine = await consumerClient(api, me.email, PASSWORD);
    stranger = await consumerClient(api, (await consumer(api.em())).email, PASSWORD);
    collectorOf = await collectorClient(api, (await collector(api.em(), firm)).email, PASSWORD);
    settlement = await createAccount(api.em(), firm, {
      user: me,
      events: signedEvents,
      hasDebtAnswer: true,
      plaintiff: 'Cavalry SPV I, LLC',
      amountCents: 482517,
      civilNumber: '2026-CV-77100',
    });
    const em = api.em();
    answer = await em.findOneOrFail(CustomerDocument, { case: settlement.case!.id, documentName: DocumentName.DebtAnswer }, { filters: false });
    generation = em.create(DocumentGeneration, { user: me.id, title: 'Debt validation request', content: '<p>Please validate.</p>' });
    em.create(AffiliateOffer, { slug: `int-${me.id}-on`, title: 'Credit builder', description: 'Build credit.', logoUrl: 'data:image/svg+xml;base64,PHN2Zy8+', targetUrl: 'https://example.com/on', dealText: 'Free', buttonText: 'Go', position: -100 });
    em.create(AffiliateOffer, { slug: `int-${me.id}-off`, title: 'Switched off', description: 'No.', logoUrl: 'x', targetUrl: 'https://example.com/off', dealText: 'x', buttonText: 'x', active: false });
    await em.flush();
  });
  afterAll(() => api.close());

  const dashboard = async (c = mine): Promise<DashboardPayload> => {
    const res = await c.get('/my_dashboard.json').expect(200);
    return res.body as DashboardPayload;
  };

  it('is for signed-in consumers: 401 without a session, 403 for a collector on every endpoint', async () => {
    await new Client(api).get('/my_dashboard.json').expect(401);
    await collectorOf.get('/my_dashboard.json').expect(403);
    await status(await collectorOf.post('/customer_documents?document_name=debt_answer'), 403);
    await status(await patch(collectorOf, `/my_dashboard/document/${settlement.id}/archive`), 403);
    await status(await collectorOf.post(`/my_dashboard/document/${settlement.id}/reactivate`), 403);
    await collectorOf.get(`/my_dashboard/download?id=settlement_agreement.${settlement.id}`).expect(403);
  });

  it('answers the payload: the case with its documents, the editor document unassigned, active deals', async () => {
    const body = await dashboard();
    expect(Object.keys(body).sort()).toEqual(
      ['affiliate_offers', 'archivedDocuments', 'cases', 'credit_report', 'credit_report_solosettles', 'financial_report', 'unorganizedDocuments', 'user_profile'].sort(),
    );
    expect(body.cases).toHaveLength(1);
    const [kase] = body.cases;
    expect(kase.info).toEqual({ id: settlement.case!.id, plaintiff_name: 'Cavalry SPV I, LLC', lawsuit_amount: 482517, civil_number: '2026-CV-77100' });
    const s = kase.documents.find((d) => d.id === settlement.id)!;
    expect(s).toMatchObject({
      document_name: 'solosettle',
      title: `Settlement with ${firm.name}`,
      status: 'Set up autopay',
      status_color: 'warning',
      resume_url: `/customer_documents/${settlement.id}`,
      law_firm: { id: firm.id, name: firm.name, in_database: true },
      downloads: [{ title: 'Settlement agreement', url: `/my_dashboard/download?id=settlement_agreement.${settlement.id}` }],
      archived: false,
    });
    expect(s.experiments.show_stash).toBe(s.payment_plan !== null);
    expect(s.sectioned_steps[1].steps.find((x) => x.current)?.title).toBe('Autopay set up');
    const a = kase.documents.find((d) => d.id === answer.id)!;
    expect(a).toMatchObject({ document_name: 'debt_answer', status: 'Ready to file', resume_url: `/debt_answers/${answer.id}` });
    expect(a.downloads).toEqual([{ title: 'Answer to summons', url: `/my_dashboard/download?id=debt_answer.${answer.id}` }]);
    expect(body.unorganizedDocuments.map((d) => [d.document_name, d.id, d.resume_url])).toEqual([
      ['document_generation', generation.id, `/document_generations/${generation.id}`],
    ]);
    expect(body.archivedDocuments).toEqual([]);
    expect(body.credit_report_solosettles.map((d) => d.id)).toEqual([settlement.id]);
    expect(body.affiliate_offers[0]).toMatchObject({ title: 'Credit builder', target_url: 'https://example.com/on', logo_url: expect.any(String), deal_text: 'Free', button_text: 'Go' });
    expect(body.affiliate_offers.some((o) => o.title === 'Switched off')).toBe(false);
    expect(body.user_profile.email).toBe(me.email);
  });

  it('never shows another consumer anything of mine', async () => {
    const body = await dashboard(stranger);
    expect(body.cases).toEqual([]);
    expect(body.unorganizedDocuments).toEqual([]);
  });

  describe('POST /customer_documents', () => {
    it.each([
      ['debt_answer', '/debt_answers/'],
      ['solosettle', '/solosettles/'],
      ['document_generation', '/document_generations/'],
    ])('creates a %s owned by the consumer and answers where to continue', async (name, prefix) => {
      const res = await status(await mine.post(`/customer_documents?document_name=${name}`), 201);
      expect(res.body).toEqual({ id: expect.any(Number), resume_url: `${prefix}${res.body.id}` });
      const em = api.em();
      if (name === 'document_generation') {
        expect(await em.findOneOrFail(DocumentGeneration, res.body.id)).toMatchObject({ user: { id: me.id } });
      } else {
        const doc = await em.findOneOrFail(CustomerDocument, res.body.id, { filters: false });
        expect(doc).toMatchObject({ documentName: name, user: { id: me.id }, lawFirm: null, case: null });
      }
      const unassigned = (await dashboard()).unorganizedDocuments.find((d) => d.id === res.body.id && d.document_name === name);
      expect(unassigned?.resume_url).toBe(`${prefix}${res.body.id}`);
    });

    it('refuses an unknown or missing document name with 422 and writes nothing', async () => {
      const count = () => api.em().count(CustomerDocument, { user: me.id }, { filters: false });
      const before = await count();
      for (const q of ['?document_name=invoice', '', '?document_name[]=debt_answer', '?document_name=']) {
        const res = await status(await mine.post(`/customer_documents${q}`, { document_name: 'debt_answer' }), 422);
        expect(res.body.error).toBe('Unknown document type. Choose debt_answer, solosettle or document_generation.');
      }
      // A NUL character is refused before any route reads the query, like everywhere else.
      const nul = await status(await mine.post('/customer_documents?document_name=%00%27', { document_name: 'debt_answer' }), 422);
      expect(nul.body.error).toBe('Text cannot contain NUL characters or unpaired surrogates.');
      expect(await count()).toBe(before);
    });
  });

  describe('archive and reactivate', () => {
    it('moves a document to the archived list and back (PATCH and POST), 422 when already there', async () => {
      let res = await status(await patch(mine, `/my_dashboard/document/${answer.id}/archive`), 200);
      expect(res.body).toEqual({ success: true, message: 'Document archived.' });
      let body = await dashboard();
      expect(body.archivedDocuments.map((d) => d.id)).toEqual([answer.id]);
      expect(body.archivedDocuments[0].archived).toBe(true);
      expect(body.cases[0].documents.map((d) => d.id)).toEqual([settlement.id]);
      // The firm's own archive flag is a different thing: untouched.
      expect((await api.em().findOneOrFail(CustomerDocument, answer.id, { filters: false })).archivedByLawFirmOn).toBeNull();

      res = await status(await mine.post(`/my_dashboard/document/${answer.id}/archive`), 422);
      expect(res.body.error).toBe('This document is already archived.');

      res = await status(await mine.post(`/my_dashboard/document/${answer.id}/reactivate`), 200);
      expect(res.body).toEqual({ success: true, message: 'Document reactivated.' });
      res = await status(await patch(mine, `/my_dashboard/document/${answer.id}/reactivate`), 422);
      expect(res.body.error).toBe('This document is not archived.');
      body = await dashboard();
      expect(body.archivedDocuments).toEqual([]);
      expect(body.cases[0].documents.map((d) => d.id).sort()).toEqual([settlement.id, answer.id].sort());
    });

    it('two archive calls at once: one archives, the other is told it already is', async () => {
      const both = await Promise.all([
        patch(mine, `/my_dashboard/document/${settlement.id}/archive`),
        patch(mine, `/my_dashboard/document/${settlement.id}/archive`),
      ]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 422]);
      expect(await api.em().count(ConsumerDocumentArchive, { customerDocument: settlement.id })).toBe(1);
      status(await patch(mine, `/my_dashboard/document/${settlement.id}/reactivate`), 200);
    });

    it('archives an editor document by its own id space', async () => {
      await status(await patch(mine, `/my_dashboard/document/${generation.id}/archive?document_name=document_generation`), 200);
      const body = await dashboard();
      expect(body.archivedDocuments.map((d) => [d.document_name, d.id])).toEqual([['document_generation', generation.id]]);
      expect(body.unorganizedDocuments.some((d) => d.id === generation.id && d.document_name === 'document_generation')).toBe(false);
      await status(await patch(mine, `/my_dashboard/document/${generation.id}/reactivate?document_name=document_generation`), 200);
    });

    it("answers 404 for another consumer's document, a missing one and a garbage id; 422 for a bad document_name", async () => {
      for (const path of [
        `/my_dashboard/document/${settlement.id}/archive`,
        `/my_dashboard/document/${generation.id}/archive?document_name=document_generation`,
        `/my_dashboard/document/${settlement.id}/reactivate`,
      ]) {
        const res = await status(await patch(stranger, path), 404);
        expect(res.body.error).toBe('Document not found');
      }
      for (const id of ['999999999', 'abc', '0', '-1', '1e3', '99999999999'])
        await status(await patch(mine, `/my_dashboard/document/${id}/archive`), 404);
      await status(await patch(mine, `/my_dashboard/document/${settlement.id}/archive?document_name=nope`), 422);
      expect(await api.em().count(ConsumerDocumentArchive, { user: me.id })).toBe(0);
    });
  });

  describe('GET /my_dashboard/download (polling)', () => {
    const job = new RenderDocumentJob(new DocumentFactsService(new AccountProjection()), new LocalDiskStorage());
    const drain = async () => {
      const em = api.em();
      // The jobs that have not run (other files' finished or failed ones are not this test's to run again).
      const rows = await em.find(OutboxMessage, { jobName: JobName.RenderDocument, completedAt: null, failedAt: null }, { filters: false });
      for (const row of rows) await job.handle(row.payload as unknown as RenderDocumentPayload, { em: api.em(), jobId: 'test', attempt: 1 });
    };

    it('first call queues the render and answers status false; once rendered, status true with a PDF url', async () => {
      const id = `settlement_agreement.${settlement.id}`;
      expect((await mine.get(`/my_dashboard/download?id=${id}`).expect(200)).body).toEqual({ status: false });
      expect((await mine.get(`/my_dashboard/download?id=${id}`).expect(200)).body).toEqual({ status: false });
      await drain();
      const ready = await mine.get(`/my_dashboard/download?id=${id}`).expect(200);
      expect(ready.body).toEqual({ status: true, url: `/my_dashboard/download/file?id=${id}` });
      const file = await mine.agent
        .get(ready.body.url)
        .buffer(true)
        .parse((res, done) => {
          const parts: Buffer[] = [];
          res.on('data', (c: Buffer) => parts.push(c));
          res.on('end', () => done(null, Buffer.concat(parts)));
        })
        .expect(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect((await pdfText(file.body as Buffer)).text).toMatch(/Settlement Agreement/i);
    });

    it('renders the answer to the summons through its case; an editor document is ready at once', async () => {
      const id = `debt_answer.${answer.id}`;
      expect((await mine.get(`/my_dashboard/download?id=${id}`).expect(200)).body).toEqual({ status: false });
      await drain();
      expect((await mine.get(`/my_dashboard/download?id=${id}`).expect(200)).body).toEqual({
        status: true,
        url: `/my_dashboard/download/file?id=${id}`,
      });
      expect((await mine.get(`/my_dashboard/download?id=document_generation.${generation.id}`).expect(200)).body).toEqual({
        status: true,
        url: `/api/document_generations/${generation.id}/pdf`,
      });
    });

    it('an answer whose case has no settlement with a firm is drawn by the walkthrough at once', async () => {
      const em = api.em();
      const kase = em.create(Case, { user: me.id, kind: CaseKind.Lawsuit, courtName: 'Travis County Justice Court', civilNumber: 'J1-CV-26-001', plaintiffName: 'LVNV Funding LLC' });
      const lone = em.create(CustomerDocument, { user: me.id, case: kase, documentName: DocumentName.DebtAnswer, lawFirm: null });
      await em.flush();
      const body = await dashboard();
      const card = body.cases.find((c) => c.id === kase.id)!.documents[0];
      expect(card).toMatchObject({ status: 'Ready to file', law_firm: null });
      expect((await mine.get(card.downloads[0].url).expect(200)).body).toEqual({
        status: true,
        url: `/api/debt_answers/${lone.id}/answer_to_summons.pdf`,
      });
      await stranger.get(card.downloads[0].url).expect(404);
    });

    it("never serves another consumer's documents, and answers garbage with 404", async () => {
      for (const id of [`settlement_agreement.${settlement.id}`, `debt_answer.${answer.id}`, `document_generation.${generation.id}`]) {
        await stranger.get(`/my_dashboard/download?id=${id}`).expect(404);
        await stranger.get(`/my_dashboard/download/file?id=${id}`).expect(404);
      }
      for (const q of ['', '?id=', '?id=12', '?id=settlement_agreement.abc', '?id[]=x', '?id=authorization_letter.1', `?id=debt_answer.${settlement.id}`])
        await mine.get(`/my_dashboard/download${q}`).expect(404);
    });

    it('refuses an agreement that is not signed yet with the sentence', async () => {
      // A consumer has one profile: the unsigned settlement belongs to a consumer of its own.
      const owner = await consumer(api.em());
      const unsigned = await createAccount(api.em(), firm, { user: owner });
      const client = await consumerClient(api, owner.email, PASSWORD);
      const res = await client.get(`/my_dashboard/download?id=settlement_agreement.${unsigned.id}`).expect(422);
      expect(res.body.error).toBe('The settlement agreement can be downloaded once the consumer has signed it.');
    });
  });
});
