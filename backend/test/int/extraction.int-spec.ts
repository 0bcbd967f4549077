import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OutboxMessage } from '../../src/core/queue/outbox-message.entity';
import { JobName } from '../../src/core/queue/jobs';
import { UPLOAD_ERRORS } from '@parley/domain/extraction';
import { CustomerDocument, DocumentName } from '../../src/modules/accounts/entities';
import type { User } from '../../src/modules/identity/entities';
import { DocumentExtraction, DocumentFile, ExtractedFactRow, ExtractedFacts } from '../../src/modules/extraction';
import { ExtractDocumentFactsJob } from '../../src/modules/extraction/jobs/extract-document-facts.job';
import { PaperReader } from '../../src/modules/extraction/paper-reader.service';
import { Ocr } from '../../src/integrations/ocr/ocr.port';
import { OfflineLanguageModel } from '../../src/integrations/llm/offline.driver';
import { OpenAiLanguageModel } from '../../src/integrations/llm/openai.driver';
import { startFakeOpenAi } from './fake-openai';
import { LocalDiskStorage } from '../../src/integrations/storage/local-disk.driver';
import { collector, consumer, createFirm, PASSWORD } from '../factories';
import { Client, collectorClient, consumerClient, startApi, startWorkerProcess, TestApi, waitUntil } from '../harness';

const CORPUS = join(__dirname, '..', 'fixtures', 'papers', 'corpus');
const SUMMONS_PDF = readFileSync(join(CORPUS, '01-il-cook-midland-summons.pdf'));
const SUMMONS_PHOTO = readFileSync(join(CORPUS, '13-wa-king-portfolio-summons.png'));

/** A PDF with a drawing and no text: what a scanner saves. */
function scannedPdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'LETTER' });
    const parts: Buffer[] = [];
    doc.on('data', (d: Buffer) => parts.push(d));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.rect(72, 72, 300, 200).fill('#333');
    doc.end();
  });
}

async function upload(c: Client, documentId: number | string, bytes: Buffer | null, filename = 'paper.pdf', field = 'file') {
  const token = await c.csrf();
  const req = c.agent.post(`/api_controller/upload_file/${documentId}`).set('X-CSRF-Token', token).set('Accept', 'application/json');
  return bytes ? req.attach(field, bytes, filename) : req.field('nothing', 'here');
}

describe('upload and extraction', () => {
  let api: TestApi;
  let worker: Awaited<ReturnType<typeof startWorkerProcess>>;
  let me: User;
  let mine: Client;
  let stranger: Client;
  let agent: Client;

  const newDocument = async (user: User, name = DocumentName.Solosettle) => {
    const em = api.em();
    const doc = em.create(CustomerDocument, { user: user.id, documentName: name });
    await em.flush();
    return doc;
  };
  const statusOf = async (c: Client, id: number) =>
    (await c.get(`/api_controller/document_files/${id}`).expect(200)).body.extraction_status as string;

  beforeAll(async () => {
    api = await startApi();
    worker = await startWorkerProcess();
    me = await consumer(api.em());
    mine = await consumerClient(api, me.email, PASSWORD);
    stranger = await consumerClient(api, (await consumer(api.em())).email, PASSWORD);
    agent = await collectorClient(api, (await collector(api.em(), await createFirm(api.em()))).email, PASSWORD);
  });
  afterAll(async () => {
    await worker?.stop();
    await api?.close();
  });

  describe('POST /api_controller/upload_file/:id', () => {
    let doc: CustomerDocument;
    beforeAll(async () => {
      doc = await newDocument(me);
    });
    const filesOf = (em: EntityManager = api.em()) => em.find(DocumentFile, { customerDocument: doc.id });

    it('stores a PDF and a photo, named as sent, judged by their bytes', async () => {
      const pdf = await upload(mine, doc.id, SUMMONS_PDF, 'summons.pdf');
      expect(pdf.status).toBe(200);
      expect(pdf.body).toMatchObject({ name: 'summons.pdf', kind: 'pdf', content_type: 'application/pdf', byte_size: SUMMONS_PDF.length });
      expect(typeof pdf.body.id).toBe('number');
      // A photo whose name says .pdf is still a PNG.
      const photo = await upload(mine, doc.id, SUMMONS_PHOTO, '../../etc/IMG_2041.pdf');
      expect(photo.status).toBe(200);
      expect(photo.body).toMatchObject({ name: 'IMG_2041.pdf', kind: 'png', content_type: 'image/png' });
      expect(await filesOf()).toHaveLength(2);
    });

    it('refuses files by content, in the exact words, and stores nothing', async () => {
      const before = (await filesOf()).length;
      const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(2000)]);
      const cases: Array<[Buffer | null, string, string, string?]> = [
        [exe, 'summons.pdf', UPLOAD_ERRORS.typeNotAllowed],
        [Buffer.from('just some text, not a paper'), 'notes.txt', UPLOAD_ERRORS.typeNotAllowed],
        [Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'photo.gif', UPLOAD_ERRORS.typeNotAllowed],
        [Buffer.from('%PD'), 'short.pdf', UPLOAD_ERRORS.typeNotAllowed],
        [null, '', UPLOAD_ERRORS.failed],
        [SUMMONS_PDF, 'summons.pdf', UPLOAD_ERRORS.failed, 'attachment'],
      ];
      for (const [bytes, name, error, field] of cases) {
        const res = await upload(mine, doc.id, bytes, name, field);
        expect({ name, status: res.status, body: res.body }).toEqual({ name, status: 422, body: { error, errors: [error] } });
      }
      const empty = await upload(mine, doc.id, Buffer.alloc(0), 'empty.pdf');
      expect(empty.status).toBe(422);
      expect(await filesOf()).toHaveLength(before);
    });

    it('refuses a file over 25 MB with the exact sentence', async () => {
      const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(25 * 1024 * 1024)]);
      const res = await upload(mine, doc.id, big, 'huge.pdf');
      expect(res.status).toBe(422);
      expect(res.body.error).toBe('File if to large. Max size is 25MB.');
    });

    it('answers 404 for another consumer\'s document and for ids that name nothing, 403 to collectors', async () => {
      const before = (await filesOf()).length;
      expect((await upload(stranger, doc.id, SUMMONS_PDF)).status).toBe(404);
      for (const id of ['0', 'abc', '99999999999', '2147483647']) expect((await upload(mine, id, SUMMONS_PDF)).status).toBe(404);
      const asCollector = await upload(agent, doc.id, SUMMONS_PDF);
      expect(asCollector.status).toBe(403);
      const anonymous = new Client(api);
      expect((await upload(anonymous, doc.id, SUMMONS_PDF)).status).toBe(401);
      expect((await stranger.get(`/api_controller/document_files/${doc.id}`)).status).toBe(404);
      expect(await filesOf()).toHaveLength(before);
    });
  });

  describe('POST /api_controller/prepopulate_from_document_files/:id and the worker', () => {
    it('queues one reading, answers the review url at once, and the worker stores the facts', async () => {
      const doc = await newDocument(me);
      expect((await upload(mine, doc.id, SUMMONS_PDF, 'summons.pdf')).status).toBe(200);
      expect((await upload(mine, doc.id, SUMMONS_PHOTO, 'photo.png')).status).toBe(200);
      expect(await statusOf(mine, doc.id)).toBe('none');

      const res = await mine.post(`/api_controller/prepopulate_from_document_files/${doc.id}`, { camera: 'true', upload: true });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ resume_url: `/solosettles/${doc.id}/review` });
      // Pressing Done again while the same files are read starts nothing new.
      const again = await mine.post(`/api_controller/prepopulate_from_document_files/${doc.id}`, {});
      expect(again.body).toEqual(res.body);
      const runs = await api.em().find(DocumentExtraction, { customerDocument: doc.id });
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ camera: true, upload: true });
      const jobs = (await api.em().find(OutboxMessage, { jobName: JobName.ExtractDocumentFacts })).filter(
        (m) => m.payload.extractionId === runs[0].id,
      );
      expect(jobs).toHaveLength(1);

      await waitUntil(async () => (await statusOf(mine, doc.id)) !== 'processing', 90_000, 250);
      expect(await statusOf(mine, doc.id)).toBe('done');
      const facts = await api.app.get(ExtractedFacts).forDocument(api.em(), doc.id);
      const byField = Object.fromEntries(facts.map((f) => [f.field, f]));
      expect(byField.civil_number).toMatchObject({ value: '2025-M1-104522', method: 'pdf_text' });
      expect(byField.lawsuit_amount?.value).toBeGreaterThan(0);
      expect(byField.plaintiff_name?.value).toMatch(/Midland Funding LLC|Portfolio Recovery Associates LLC/);
      for (const f of facts) {
        expect(f.confidence).toBeGreaterThan(0);
        expect(f.confidence).toBeLessThanOrEqual(1);
      }
      // Every candidate is kept: the photo's facts are there too, read by OCR.
      const all = await api.app.get(ExtractedFacts).candidates(api.em(), runs[0].id);
      expect(all.some((f) => f.method === 'ocr' && f.field === 'customer_name' && f.value === 'Heather Lindqvist')).toBe(true);
      expect(new Set(all.map((f) => f.file_id)).size).toBe(2);
      const run = await api.em().findOneOrFail(DocumentExtraction, runs[0].id);
      expect(run.report).toHaveLength(2);
      expect(run.finishedAt).toBeInstanceOf(Date);
    }, 120_000);

    it('marks the reading failed, with the reason, when no text can be read', async () => {
      const doc = await newDocument(me, DocumentName.DebtAnswer);
      expect((await upload(mine, doc.id, await scannedPdf(), 'scan.pdf')).status).toBe(200);
      const res = await mine.post(`/api_controller/prepopulate_from_document_files/${doc.id}`, { upload: '1' });
      expect(res.body).toEqual({ resume_url: `/debt_answers/${doc.id}/review` });
      await waitUntil(async () => (await statusOf(mine, doc.id)) !== 'processing', 60_000, 250);
      expect(await statusOf(mine, doc.id)).toBe('failed');
      const run = await api.em().findOneOrFail(DocumentExtraction, { customerDocument: doc.id });
      expect(run.error).toBe('No text could be read from any of the uploaded files.');
      expect(JSON.stringify(run.report)).toMatch(/no text layer/);
      expect(await api.app.get(ExtractedFacts).forDocument(api.em(), doc.id)).toEqual([]);
    }, 90_000);

    it('refuses garbage, an empty document, foreign documents and collectors', async () => {
      const doc = await newDocument(me);
      const empty = await mine.post(`/api_controller/prepopulate_from_document_files/${doc.id}`, { upload: true });
      expect(empty.status).toBe(422);
      expect(await upload(mine, doc.id, SUMMONS_PDF)).toHaveProperty('status', 200);
      for (const body of [{ camera: 'maybe' }, { upload: 3 }, { camera: ['true'] }]) {
        const res = await mine.post(`/api_controller/prepopulate_from_document_files/${doc.id}`, body);
        expect(res.status).toBe(422);
        expect(res.body.errors.length).toBeGreaterThan(0);
      }
      expect((await stranger.post(`/api_controller/prepopulate_from_document_files/${doc.id}`, {})).status).toBe(404);
      expect((await agent.post(`/api_controller/prepopulate_from_document_files/${doc.id}`, {})).status).toBe(403);
      expect(await api.em().count(DocumentExtraction, { customerDocument: doc.id })).toBe(0);
    });

    it('the job is idempotent: a repeated delivery writes the same facts once', async () => {
      const doc = await newDocument(me);
      const up = await upload(mine, doc.id, SUMMONS_PDF);
      const em = api.em();
      const run = em.create(DocumentExtraction, { customerDocument: doc.id, fileIds: [up.body.id] });
      await em.flush();
      const noOcr = new (class extends Ocr {
        recognize(): never {
          throw new Error('no image in this test');
        }
      })();
      const job = new ExtractDocumentFactsJob(new PaperReader(noOcr), new LocalDiskStorage(), new OfflineLanguageModel());
      await job.handle({ extractionId: run.id }, { jobId: 'j', attempt: 1, em: api.em() });
      const first = await api.em().count(ExtractedFactRow, { extraction: run.id });
      expect(first).toBeGreaterThan(5);
      // Delivered again after it finished: nothing changes.
      await job.handle({ extractionId: run.id }, { jobId: 'j', attempt: 2, em: api.em() });
      expect(await api.em().count(ExtractedFactRow, { extraction: run.id })).toBe(first);
      // Delivered again after a crash mid-way (still processing, facts half there): the facts are rewritten once.
      await api.em().nativeUpdate(DocumentExtraction, { id: run.id }, { status: 'processing' });
      await job.handle({ extractionId: run.id }, { jobId: 'j', attempt: 3, em: api.em() });
      expect(await api.em().count(ExtractedFactRow, { extraction: run.id })).toBe(first);
      expect((await api.em().findOneOrFail(DocumentExtraction, run.id)).status).toBe('done');
      expect(await api.em().count(ExtractedFactRow, { extraction: run.id, method: 'llm' })).toBe(0);
    });

    it('with a language model configured, its checked candidates are stored as llm facts and the rules still win', async () => {
      const answer = JSON.stringify({
        facts: [
          { field: 'plaintiff_name', value: 'Wrong Buyer LLC', confidence: 0.99 },
          { field: 'customer_phone_number', value: '312-555-0199', confidence: 0.8 },
          { field: 'lawsuit_amount', value: '$4,312.87', confidence: 0.9 },
          { field: 'social_security_number', value: '123-45-6789', confidence: 0.9 },
        ],
      });
      const server = await startFakeOpenAi(() => null, answer);
      try {
        const doc = await newDocument(me);
        const up = await upload(mine, doc.id, SUMMONS_PDF);
        const em = api.em();
        const run = em.create(DocumentExtraction, { customerDocument: doc.id, fileIds: [up.body.id] });
        await em.flush();
        const model = new OpenAiLanguageModel({ apiKey: 'test-key', baseURL: server.url, model: 'test-model' });
        const job = new ExtractDocumentFactsJob(
          new PaperReader(
            new (class extends Ocr {
              recognize(): never {
                throw new Error('no image in this test');
              }
            })(),
          ),
          new LocalDiskStorage(),
          model,
        );
        await job.handle({ extractionId: run.id }, { jobId: 'j', attempt: 1, em: api.em() });
        // The model was sent the paper's text.
        const sent = server.requests[0] as { messages: Array<{ content: string }> };
        expect(sent.messages[1].content).toContain('2025-M1-104522');
        const llm = await api
          .em()
          .find(ExtractedFactRow, { extraction: run.id, method: 'llm' }, { orderBy: { field: 'asc' } });
        expect(llm.map((r) => [r.field, r.value, r.confidence])).toEqual([
          ['customer_phone_number', '(312) 555-0199', 0.8],
          ['plaintiff_name', 'Wrong Buyer LLC', 0.9],
        ]);
        const best = Object.fromEntries(
          (await api.app.get(ExtractedFacts).forDocument(api.em(), doc.id)).map((f) => [f.field, f]),
        );
        expect(best.plaintiff_name).toMatchObject({ value: 'Midland Funding LLC', method: 'pdf_text' });
        expect(best.customer_phone_number).toMatchObject({
          value: '(312) 555-0199',
          method: 'llm',
          file_id: up.body.id,
        });
        expect((await api.em().findOneOrFail(DocumentExtraction, run.id)).report?.[0]).toMatchObject({ llm_facts: 2 });
      } finally {
        await server.close();
      }
    });

    it('a failing language model never fails the run: the facts of the rules are kept', async () => {
      const server = await startFakeOpenAi(() => null);
      await server.close(); // nothing listens there any more: every request fails
      const doc = await newDocument(me);
      const up = await upload(mine, doc.id, SUMMONS_PDF);
      const em = api.em();
      const run = em.create(DocumentExtraction, { customerDocument: doc.id, fileIds: [up.body.id] });
      await em.flush();
      const model = new OpenAiLanguageModel({ apiKey: 'test-key', baseURL: server.url, model: 'test-model' });
      const job = new ExtractDocumentFactsJob(
        new PaperReader(
          new (class extends Ocr {
            recognize(): never {
              throw new Error('no image in this test');
            }
          })(),
        ),
        new LocalDiskStorage(),
        model,
      );
      await job.handle({ extractionId: run.id }, { jobId: 'j', attempt: 1, em: api.em() });
      expect((await api.em().findOneOrFail(DocumentExtraction, run.id)).status).toBe('done');
      expect(await api.em().count(ExtractedFactRow, { extraction: run.id, method: 'pdf_text' })).toBeGreaterThan(5);
      expect(await api.em().count(ExtractedFactRow, { extraction: run.id, method: 'llm' })).toBe(0);
    });
  });
});
