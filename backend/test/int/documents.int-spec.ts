import { OutboxMessage } from '../../src/core/queue/outbox-message.entity';
import { JobName } from '../../src/core/queue/jobs';
import { pdfText } from '../../src/core/pdf/pdf-text';
import type { CustomerDocument } from '../../src/modules/accounts/entities';
import type { LawFirm, User } from '../../src/modules/identity/entities';
import { RenderedDocument } from '../../src/modules/documents/entities';
import { DocumentsService } from '../../src/modules/documents/documents.service';
import {
  CHANGED_WHILE_RENDERING,
  NO_DEBT_ANSWER,
  NOT_SIGNED,
  RENDER_FAILED,
  STILL_RENDERING,
} from '../../src/modules/documents/messages';
import { AccountProjection } from '../../src/modules/accounts';
import { DocumentFactsService } from '../../src/modules/documents/document-facts.service';
import { RenderDocumentJob } from '../../src/modules/documents/jobs/render-document.job';
import { LocalDiskStorage } from '../../src/integrations/storage/local-disk.driver';
import { FileStorage } from '../../src/integrations/storage/storage.port';
import { createAccount, offerEvent, terms } from '../account-factory';
import { consumer, createFirm, firmAdmin, PASSWORD } from '../factories';
import { Client, collectorClient, consumerClient, startApi, startWorkerProcess, TestApi } from '../harness';
import type { Response } from 'supertest';

type Agent = Client['agent'];

/** supertest buffers unknown types only when asked: collect the PDF's bytes. */
function binary(req: ReturnType<Agent['get']>) {
  return req.buffer(true).parse((res, done) => {
    const parts: Buffer[] = [];
    res.on('data', (c: Buffer) => parts.push(c));
    res.on('end', () => done(null, Buffer.concat(parts)));
  });
}

async function postPdf(c: Client, path: string, body: unknown): Promise<Response> {
  const token = await c.csrf();
  return binary(c.agent.post(path).set('X-CSRF-Token', token).set('Accept', 'application/pdf, application/json')).send(
    body as object,
  );
}

async function textOf(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return (await pdfText(res.body as Buffer)).text.replace(/\s+/g, ' ');
}

const jsonOf = (res: Response) => JSON.parse((res.body as Buffer).toString('utf8'));

const accepted = terms(240000, 3, '2099-02-01');
const signedEvents = (signature: Record<string, unknown>) => [
  offerEvent(accepted, 9),
  {
    party: 'collector' as const,
    action: 'accept' as const,
    daysAgo: 8,
    params: { accepted_offer_index: 0, payment_details_on_file: true },
    disclosures: ['This acceptance is a communication from a debt collector'],
  },
  {
    party: 'collector' as const,
    action: 'sent_settlement_agreement' as const,
    daysAgo: 7,
    disclosures: ['This document is a communication from a debt collector.', 'Call us at 800-555-0199.'],
  },
  { party: 'consumer' as const, action: 'signed_settlement_agreement' as const, daysAgo: 6, params: signature },
];

const SIGNATURE = {
  signature_name: 'Robin Q. Signer',
  signed_at: '2026-11-17T14:05:09.000Z',
  ip: '198.51.100.23',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/141',
  accepted_offer: accepted,
};

describe('rendered documents through the worker', () => {
  let api: TestApi;
  let worker: Awaited<ReturnType<typeof startWorkerProcess>>;
  let firm: LawFirm;
  let admin: Client;
  let other: Client;

  beforeAll(async () => {
    api = await startApi();
    worker = await startWorkerProcess();
    firm = await createFirm(api.em());
    admin = await collectorClient(api, (await firmAdmin(api.em(), firm)).email, PASSWORD);
    const otherFirm = await createFirm(api.em());
    other = await collectorClient(api, (await firmAdmin(api.em(), otherFirm)).email, PASSWORD);
  });
  afterAll(async () => {
    await worker?.stop();
    await api?.close();
  });

  const rowsOf = (doc: CustomerDocument) =>
    api.em().find(RenderedDocument, { customerDocument: doc.id }, { filters: false, orderBy: { id: 'asc' } });
  const renderJobs = async (doc: CustomerDocument) =>
    (await api.em().find(OutboxMessage, { jobName: JobName.RenderDocument }, { filters: false })).filter(
      (m) => m.payload.customer_document_id === doc.id,
    );

  it('renders the authorization letter once and serves the cached PDF until the account changes', async () => {
    const doc = await createAccount(api.em(), firm, { firstName: 'Avery', lastName: 'Letterman', fileNumber: 'F-100' });
    const first = await postPdf(admin, '/collectors/api/render_document', { customer_document_id: doc.id });
    expect(first.headers['content-disposition']).toBe(`attachment; filename="authorization_letter_${doc.id}.pdf"`);
    const text = await textOf(first);
    expect(text).toContain('I, Avery Letterman, authorize');
    expect(text).toContain('F-100');
    expect(text).toContain('This is a communication from a debt collector.');
    const [row] = await rowsOf(doc);
    expect(row).toMatchObject({ kind: 'authorization_letter', status: 'ready', attempts: 1 });

    // Cached: the same bytes, no second render.
    const again = await postPdf(admin, '/collectors/api/render_document', { customer_document_id: doc.id });
    expect(Buffer.compare(again.body as Buffer, first.body as Buffer)).toBe(0);
    expect(await rowsOf(doc)).toHaveLength(1);
    expect(await renderJobs(doc)).toHaveLength(1);

    // A change the letter shows (the file number) makes a new render.
    await admin
      .post('/collectors/api/update_file_number', { customer_document_id: doc.id, file_number: 'F-200' })
      .then((r) => expect(r.status).toBe(200));
    const changed = await textOf(
      await postPdf(admin, '/collectors/api/render_document', { customer_document_id: doc.id }),
    );
    expect(changed).toContain('F-200');
    expect(changed).not.toContain('F-100');
    const rows = await rowsOf(doc);
    expect(rows).toHaveLength(2);
    expect(rows[0].fingerprint).not.toBe(rows[1].fingerprint);
    expect(await renderJobs(doc)).toHaveLength(2);
  });

  it('shares one render between downloads that arrive at once', async () => {
    const doc = await createAccount(api.em(), firm);
    const answers = await Promise.all(
      [0, 1, 2].map(() => postPdf(admin, '/collectors/api/render_document', { customer_document_id: doc.id })),
    );
    for (const a of answers) expect(a.status).toBe(200);
    expect(await rowsOf(doc)).toHaveLength(1);
    expect(await renderJobs(doc)).toHaveLength(1);
  });

  it('gives the settlement agreement only once signed, with the terms and the signature', async () => {
    const unsigned = await createAccount(api.em(), firm);
    const refused = await postPdf(admin, '/collectors/api/settlement_agreement', { customer_document_id: unsigned.id });
    expect(refused.status).toBe(422);
    expect(jsonOf(refused).error).toBe(NOT_SIGNED);

    const doc = await createAccount(api.em(), firm, {
      firstName: 'Robin',
      lastName: 'Signer',
      plaintiff: 'Cavalry SPV I, LLC',
      events: signedEvents(SIGNATURE),
    });
    const res = await postPdf(admin, '/collectors/api/settlement_agreement', { customer_document_id: doc.id });
    expect(res.headers['content-disposition']).toBe(`attachment; filename="settlement_agreement_${doc.id}.pdf"`);
    const text = await textOf(res);
    expect(text).toContain('Robin Signer');
    expect(text).toContain('Cavalry SPV I, LLC');
    expect(text).toContain(firm.name);
    expect(text).toContain('$2,400.00');
    expect(text).toMatch(/1 February 1, 2099 \$800\.00/);
    expect(text).toMatch(/3 April 1, 2099 \$800\.00/);
    expect(text).toContain('This is a communication from a debt collector.');
    expect(text).toContain('Call us at 800-555-0199.');
    expect(text).toContain('Signed by Robin Q. Signer');
    expect(text).toContain('November 17, 2026 at 14:05:09 UTC');
    expect(text).toContain('198.51.100.23');
  });

  it('gives the answer to summons only when the consumer prepared one', async () => {
    const without = await createAccount(api.em(), firm);
    const refused = await postPdf(admin, '/collectors/api/debt_answer_document', { customer_document_id: without.id });
    expect(refused.status).toBe(422);
    expect(jsonOf(refused).error).toBe(NO_DEBT_ANSWER);

    const doc = await createAccount(api.em(), firm, {
      firstName: 'Dana',
      lastName: 'Defendant',
      civilNumber: '2026-CV-7731',
      hasDebtAnswer: true,
    });
    const res = await postPdf(admin, '/collectors/api/debt_answer_document', { customer_document_id: doc.id });
    expect(res.headers['content-disposition']).toBe(`attachment; filename="answer_to_summons_${doc.id}.pdf"`);
    const text = await textOf(res);
    expect(text).toContain('Case No. 2026-CV-7731');
    expect(text).toContain('Dana Defendant, Defendant');
    expect(text).toContain('GENERAL DENIAL');
    expect(text).toContain('AFFIRMATIVE DEFENSES');
  });

  it("answers 404 for another firm's account and 422 for garbage, on every route", async () => {
    const doc = await createAccount(api.em(), firm, { events: signedEvents(SIGNATURE), hasDebtAnswer: true });
    for (const path of ['render_document', 'settlement_agreement', 'debt_answer_document']) {
      const url = `/collectors/api/${path}`;
      const foreign = await postPdf(other, url, { customer_document_id: doc.id });
      expect(foreign.status).toBe(404);
      expect(jsonOf(foreign).error).toBe('Account not found');
      for (const body of [
        {},
        { customer_document_id: 'abc' },
        { customer_document_id: -3 },
        { customer_document_id: 1e12 },
      ]) {
        const bad = await postPdf(admin, url, body);
        expect(bad.status).toBe(422);
        expect(jsonOf(bad).errors ?? [jsonOf(bad).error]).toContain('customer_document_id must be a number');
      }
    }
    expect(await rowsOf(doc)).toHaveLength(0);
  });

  it('answers 503 with a sentence while the worker is still rendering, then the PDF', async () => {
    const doc = await createAccount(api.em(), firm);
    const service = api.app.get(DocumentsService);
    service.waitMs = 0;
    try {
      const early = await postPdf(admin, '/collectors/api/render_document', { customer_document_id: doc.id });
      expect(early.status).toBe(503);
      expect(jsonOf(early)).toEqual({ error: STILL_RENDERING });
    } finally {
      service.waitMs = 20_000;
    }
    await textOf(await postPdf(admin, '/collectors/api/render_document', { customer_document_id: doc.id }));
    expect(await renderJobs(doc)).toHaveLength(1);
  });

  describe('the render job, drained explicitly', () => {
    /** Storage that refuses writes: the disk is full. */
    class FullDisk extends FileStorage {
      put(): Promise<void> {
        return Promise.reject(new Error('ENOSPC: no space left on device'));
      }
      get(): Promise<Buffer> {
        return Promise.reject(new Error('ENOENT'));
      }
      delete(): Promise<void> {
        return Promise.resolve();
      }
      putStream(): Promise<number> {
        return Promise.reject(new Error('ENOSPC: no space left on device'));
      }
      getStream(): Promise<never> {
        return Promise.reject(new Error('ENOENT'));
      }
    }
    const jobWith = (storage: FileStorage) =>
      new RenderDocumentJob(new DocumentFactsService(new AccountProjection()), storage);
    const pending = async (doc: CustomerDocument, fingerprint: string) => {
      const em = api.em();
      const row = em.create(RenderedDocument, {
        customerDocument: doc.id,
        lawFirm: firm.id,
        kind: 'authorization_letter',
        fingerprint,
        attempts: 1,
      });
      await em.flush();
      return row;
    };
    const payload = (doc: CustomerDocument, row: RenderedDocument) => ({
      customer_document_id: doc.id,
      kind: 'authorization_letter' as const,
      rendered_document_id: row.id,
    });
    const ctx = () => ({ em: api.em(), jobId: 'test', attempt: 1 });

    it('records a failed render on its row; the next download asks again and gets the PDF', async () => {
      const doc = await createAccount(api.em(), firm);
      await textOf(await postPdf(admin, '/collectors/api/render_document', { customer_document_id: doc.id }));
      const [ready] = await rowsOf(doc);
      await api.em().nativeUpdate(RenderedDocument, { id: ready.id }, { status: 'pending' }, { filters: false });
      await jobWith(new FullDisk()).handle(payload(doc, ready), ctx());
      const [failed] = await rowsOf(doc);
      expect(failed).toMatchObject({ status: 'failed', error: RENDER_FAILED });

      await textOf(await postPdf(admin, '/collectors/api/render_document', { customer_document_id: doc.id }));
      const [again] = await rowsOf(doc);
      expect(again).toMatchObject({ id: ready.id, status: 'ready', attempts: 2, error: null });
      expect(await renderJobs(doc)).toHaveLength(2);
    });

    it('keeps the newer render when the account changed after the download asked, and says so', async () => {
      const doc = await createAccount(api.em(), firm);
      const stale = await pending(doc, 'f'.repeat(64));
      await jobWith(new LocalDiskStorage()).handle(payload(doc, stale), ctx());
      const rows = await rowsOf(doc);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({ id: stale.id, status: 'failed', error: CHANGED_WHILE_RENDERING });
      expect(rows[1]).toMatchObject({ status: 'ready', kind: 'authorization_letter' });
      // The current fingerprint is the one just rendered: the download needs no job.
      await textOf(await postPdf(admin, '/collectors/api/render_document', { customer_document_id: doc.id }));
      expect(await renderJobs(doc)).toHaveLength(0);
      expect(await rowsOf(doc)).toHaveLength(2);
    });

    it('leaves a ready row alone when the job is delivered again', async () => {
      const doc = await createAccount(api.em(), firm);
      await textOf(await postPdf(admin, '/collectors/api/render_document', { customer_document_id: doc.id }));
      const [before] = await rowsOf(doc);
      await jobWith(new FullDisk()).handle(payload(doc, before), ctx());
      const [after] = await rowsOf(doc);
      expect(after).toMatchObject({ status: 'ready', storageKey: before.storageKey, error: null });
      expect(after.renderedAt).toEqual(before.renderedAt);
    });
  });

  describe("the consumer's signed agreement", () => {
    let owner: User;
    let ownerClient: Client;
    let doc: CustomerDocument;
    beforeAll(async () => {
      owner = await consumer(api.em());
      ownerClient = await consumerClient(api, owner.email, PASSWORD);
      doc = await createAccount(api.em(), firm, { user: owner, events: signedEvents(SIGNATURE) });
    });
    const url = (id: number | string) => `/api/customer_documents/${id}/settlement_agreement.pdf`;

    it('downloads for its owner', async () => {
      const res = await binary(ownerClient.agent.get(url(doc.id)));
      expect(res.headers['content-disposition']).toBe(`attachment; filename="settlement_agreement_${doc.id}.pdf"`);
      expect(await textOf(res)).toContain('Signed by Robin Q. Signer');
    });

    it('is not found for anyone else, refused to collectors and asks unsigned documents to wait', async () => {
      const stranger = await consumer(api.em());
      const strangerClient = await consumerClient(api, stranger.email, PASSWORD);
      const foreign = await binary(strangerClient.agent.get(url(doc.id)));
      expect(foreign.status).toBe(404);
      expect(jsonOf(foreign).error).toBe('Document not found');
      expect((await binary(ownerClient.agent.get(url('abc')))).status).toBe(404);
      expect((await binary(ownerClient.agent.get(url(99999999999)))).status).toBe(404);
      expect((await binary(admin.agent.get(url(doc.id)))).status).toBe(403);
      expect((await binary(new Client(api).agent.get(url(doc.id)))).status).toBe(401);

      const waiting = await consumer(api.em());
      const unsigned = await createAccount(api.em(), firm, { user: waiting });
      const early = await binary((await consumerClient(api, waiting.email, PASSWORD)).agent.get(url(unsigned.id)));
      expect(early.status).toBe(422);
      expect(jsonOf(early).error).toBe(NOT_SIGNED);
    });
  });
});
