import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Response } from 'supertest';
import { JobName, QueueName, type JobPayloads } from '../../src/core/queue/jobs';
import { OutboxMessage } from '../../src/core/queue/outbox-message.entity';
import { OutboxService } from '../../src/core/queue/outbox.service';
import { CustomerDocument, DocumentName } from '../../src/modules/accounts/entities';
import { DocumentsService } from '../../src/modules/documents/documents.service';
import { RenderedDocument } from '../../src/modules/documents/entities';
import { STILL_RENDERING } from '../../src/modules/documents/messages';
import { DocumentExtraction } from '../../src/modules/extraction/entities';
import type { LawFirm } from '../../src/modules/identity/entities';
import { createAccount } from '../account-factory';
import { consumer, createFirm, firmAdmin, PASSWORD } from '../factories';
import { Client, collectorClient, consumerClient, startApi, startWorkerProcess, TestApi, waitUntil } from '../harness';

const SUMMONS_PDF = readFileSync(join(__dirname, '..', 'fixtures', 'papers', 'corpus', '01-il-cook-midland-summons.pdf'));

type Worker = Awaited<ReturnType<typeof startWorkerProcess>>;

/** The authorization letter's download (collector), its bytes collected; `status` and `body` as supertest gives them. */
async function downloadLetter(c: Client, docId: number): Promise<Response> {
  const token = await c.csrf();
  return c.agent
    .post('/collectors/api/render_document')
    .set('X-CSRF-Token', token)
    .set('Accept', 'application/pdf, application/json')
    .buffer(true)
    .parse((res, done) => {
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () => done(null, Buffer.concat(parts)));
    })
    .send({ customer_document_id: docId });
}

const isPdf = (res: Response) => res.status === 200 && (res.body as Buffer).subarray(0, 5).toString() === '%PDF-';

/** Lines of a process's JSON log that contain `text`, parsed. */
const logLines = (output: string, text: string) =>
  output
    .split('\n')
    .filter((l) => l.includes(text))
    .map((l) => JSON.parse(l) as { level: number; msg: string });

describe('lost and broken jobs', () => {
  let api: TestApi;
  let firm: LawFirm;
  let admin: Client;

  beforeAll(async () => {
    api = await startApi();
    firm = await createFirm(api.em());
    admin = await collectorClient(api, (await firmAdmin(api.em(), firm)).email, PASSWORD);
  }, 60_000);
  afterAll(() => api?.close());

  const queue = (name: QueueName) => api.app.get<Queue>(getQueueToken(name), { strict: false });
  const outboxRow = (id: string) => api.em().findOneOrFail(OutboxMessage, id);
  const renderJobOf = async (doc: CustomerDocument) =>
    (await api.em().find(OutboxMessage, { jobName: JobName.RenderDocument }, { orderBy: { id: 'asc' } })).filter(
      (m) => m.payload.customer_document_id === doc.id,
    );
  const letterRow = (doc: CustomerDocument) => api.em().findOneOrFail(RenderedDocument, { customerDocument: doc.id }, { filters: false });

  /**
   * Asks for the letter while the render queue is paused, waits until the relay has added the job, then removes it
   * from BullMQ (what a flushed or restored Redis does to a job): the job is lost. Answers its outbox row.
   */
  async function loseLetterJob(doc: CustomerDocument): Promise<OutboxMessage> {
    const render = queue(QueueName.DocumentRender);
    const service = api.app.get(DocumentsService);
    await render.pause();
    try {
      service.waitMs = 0;
      const early = await downloadLetter(admin, doc.id);
      expect(early.status).toBe(503);
      expect(JSON.parse((early.body as Buffer).toString())).toEqual({ error: STILL_RENDERING });
      const [row] = await renderJobOf(doc);
      await waitUntil(async () => !!(await outboxRow(row.id)).relayedAt, 10_000, 50);
      const job = await render.getJob(row.deliveryId);
      expect(job).toBeDefined();
      await job!.remove();
      expect(await render.getJobState(row.deliveryId)).toBe('unknown');
      return row;
    } finally {
      service.waitMs = 20_000;
      await render.resume();
    }
  }

  describe('with the sweeper off (the download alone)', () => {
    let worker: Worker;
    beforeAll(async () => {
      worker = await startWorkerProcess({ OUTBOX_SWEEP_MS: '600000' });
    }, 60_000);
    afterAll(() => worker?.stop());

    it('a download never waits on a render job that no longer exists: it relays the lost job again and gets the PDF', async () => {
      const doc = await createAccount(api.em(), firm);
      const lost = await loseLetterJob(doc);
      const started = Date.now();
      const res = await downloadLetter(admin, doc.id);
      expect(isPdf(res)).toBe(true);
      // Well within the download's 20 s: it did not wait for the job that was gone.
      expect(Date.now() - started).toBeLessThan(10_000);
      const [again] = await renderJobOf(doc);
      expect(again.id).toBe(lost.id);
      expect(again.deliveryId).not.toBe(lost.deliveryId);
      expect(again.completedAt).toBeInstanceOf(Date);
      expect((await letterRow(doc)).status).toBe('ready');
    });

    it('a job for a record that does not exist fails at once, at error level, without retries (every job that reads a record)', async () => {
      const missing = 2_000_000_000;
      const payloads: Partial<{ [N in JobName]: JobPayloads[N] }> = {
        [JobName.RenderDocument]: { customer_document_id: missing, kind: 'authorization_letter', rendered_document_id: missing },
        [JobName.ExtractDocumentFacts]: { extractionId: missing },
        [JobName.ComplianceScan]: { messageId: missing },
        [JobName.DeliverChatMessage]: { messageId: missing },
        [JobName.RunCompletion]: { completionId: missing },
        [JobName.BuildFinancialReport]: { reportId: missing },
        [JobName.CreditReport]: { userId: missing, requestSeq: 1 },
        [JobName.BillInstallment]: { installmentId: missing },
        [JobName.AnswerOffer]: { customerDocumentId: missing, offerEventId: missing, version: 1 },
        [JobName.WriteHardshipStatement]: { profileId: missing, answersKey: '[]' },
        [JobName.WriteExport]: { exportId: randomUUID() },
        [JobName.NotifyConsumer]: { kind: 'counteroffer', key: `missing-${randomUUID()}`, consumerId: missing, lawFirmId: missing, customerDocumentId: missing },
        [JobName.DeliverConsumerNotice]: { noticeId: missing },
        [JobName.RouteFirmNotification]: {
          eventKey: `missing-${randomUUID()}`,
          lawFirmId: missing,
          eventType: 'make_offer',
          customerDocumentId: missing,
          lawsuitState: null,
          summary: {},
        },
      };
      // Every job of the catalogue names a record, except the e-mail (it carries everything it sends) and the payout run
      // (it pays whatever is owed when it runs).
      const recordless: string[] = [JobName.SendEmail, JobName.RunPayouts];
      expect(Object.keys(payloads).sort()).toEqual(Object.values(JobName).filter((n) => !recordless.includes(n)).sort());
      const em = api.em();
      const rows = Object.entries(payloads).map(([name, payload]) =>
        api.app.get(OutboxService).enqueue(em, name as JobName, payload as never, `missing-record-${randomUUID()}`),
      );
      await em.flush();
      await waitUntil(async () => (await api.em().find(OutboxMessage, { id: rows.map((r) => r.id) })).every((r) => r.failedAt), 20_000, 100);
      for (const r of rows) {
        const failed = await outboxRow(r.id);
        expect(failed).toMatchObject({ completedAt: null, attempts: 1 });
        expect(failed.lastError).toMatch(/does not exist/);
        const job = await queue(failed.queue).getJob(failed.deliveryId);
        expect(await job!.getState()).toBe('failed');
        // Not retried: the first attempt was the last.
        expect(job!.attemptsMade).toBe(1);
        expect(job!.failedReason).toMatch(/does not exist/);
        const logged = logLines(worker.output(), `${failed.jobName} job ${failed.deliveryId}`);
        expect(logged.some((l) => l.level === 50 && /failed for good/.test(l.msg) && /does not exist/.test(l.msg))).toBe(true);
      }
    });

    it('a job that is not its row\'s current delivery (superseded, or of another database) fails without running', async () => {
      const doc = await createAccount(api.em(), firm);
      expect(isPdf(await downloadLetter(admin, doc.id))).toBe(true);
      const [row] = await renderJobOf(doc);
      await api.em().nativeUpdate(RenderedDocument, { customerDocument: doc.id }, { status: 'pending' }, { filters: false });
      const stranger = randomUUID();
      await queue(QueueName.DocumentRender).add(JobName.RenderDocument, { outboxId: row.id, payload: row.payload }, { jobId: stranger });
      await waitUntil(async () => (await queue(QueueName.DocumentRender).getJobState(stranger)) === 'failed', 10_000, 50);
      const job = await queue(QueueName.DocumentRender).getJob(stranger);
      expect(job!.failedReason).toBe(`superseded by delivery ${row.deliveryId} of outbox row ${row.id}`);
      expect(job!.attemptsMade).toBe(1);
      // It did not run (the row it would have drawn is still pending) and its row is as it was.
      expect((await letterRow(doc)).status).toBe('pending');
      expect(await outboxRow(row.id)).toMatchObject({ deliveryId: row.deliveryId, completedAt: row.completedAt, attempts: row.attempts, failedAt: null });
    });
  });

  describe('the sweeper, with two workers', () => {
    let workers: Worker[] = [];
    beforeAll(async () => {
      workers = [await startWorkerProcess({ OUTBOX_SWEEP_MS: '300' }), await startWorkerProcess({ OUTBOX_SWEEP_MS: '300' })];
    }, 60_000);
    afterAll(() => Promise.all(workers.map((w) => w.stop())));
    const relayedAgainLines = (row: OutboxMessage) =>
      workers.flatMap((w) => logLines(w.output(), `job ${row.deliveryId} (outbox row ${row.id}) was lost`));

    it('relays lost renders again within seconds, once each, and they complete without anyone asking', async () => {
      const docs = await Promise.all([0, 1, 2].map(() => createAccount(api.em(), firm)));
      const lost: OutboxMessage[] = [];
      for (const doc of docs) lost.push(await loseLetterJob(doc));
      await waitUntil(async () => (await Promise.all(docs.map(letterRow))).every((r) => r.status === 'ready'), 15_000, 100);
      // The job's row is marked completed just after the handler's own commit: wait for that too.
      await waitUntil(async () => (await Promise.all(lost.map((r) => outboxRow(r.id)))).every((r) => r.completedAt), 15_000, 100);
      for (const [i, doc] of docs.entries()) {
        const [row] = await renderJobOf(doc);
        expect(row.id).toBe(lost[i].id);
        expect(row.deliveryId).not.toBe(lost[i].deliveryId);
        expect(row.completedAt).toBeInstanceOf(Date);
        // One of the two workers relayed it, once.
        expect(relayedAgainLines(lost[i])).toHaveLength(1);
        expect(isPdf(await downloadLetter(admin, doc.id))).toBe(true);
        expect(await renderJobOf(doc)).toHaveLength(1);
      }
    });

    it('relays a lost extraction again; its status says processing meanwhile, then done', async () => {
      const me = await consumer(api.em());
      const mine = await consumerClient(api, me.email, PASSWORD);
      const em = api.em();
      const doc = em.create(CustomerDocument, { user: me.id, documentName: DocumentName.Solosettle });
      await em.flush();
      const token = await mine.csrf();
      const up = await mine.agent
        .post(`/api_controller/upload_file/${doc.id}`)
        .set('X-CSRF-Token', token)
        .attach('file', SUMMONS_PDF, 'summons.pdf');
      expect(up.status).toBe(200);
      const reading = queue(QueueName.DocumentExtraction);
      await reading.pause();
      let row: OutboxMessage;
      try {
        expect((await mine.post(`/api_controller/prepopulate_from_document_files/${doc.id}`, {})).status).toBe(200);
        const [run] = await api.em().find(DocumentExtraction, { customerDocument: doc.id });
        row = await api.em().findOneOrFail(OutboxMessage, { jobId: `extract-document-facts.extraction-${run.id}` });
        await waitUntil(async () => !!(await outboxRow(row.id)).relayedAt, 10_000, 50);
        await (await reading.getJob(row.deliveryId))!.remove();
        const status = await mine.get(`/api_controller/document_files/${doc.id}`).expect(200);
        expect(status.body.extraction_status).toBe('processing');
      } finally {
        await reading.resume();
      }
      await waitUntil(
        async () => (await mine.get(`/api_controller/document_files/${doc.id}`)).body.extraction_status === 'done',
        60_000,
        250,
      );
      // The extraction's result commits before the dispatcher marks the row completed.
      await waitUntil(async () => !!(await outboxRow(row!.id)).completedAt, 15_000, 100);
      const done = await outboxRow(row!.id);
      expect(done.deliveryId).not.toBe(row!.deliveryId);
      expect(done.completedAt).toBeInstanceOf(Date);
      expect(relayedAgainLines(row!)).toHaveLength(1);
    }, 90_000);

    it('relays again a job BullMQ finished in an earlier life of the database (a restored backup)', async () => {
      const doc = await createAccount(api.em(), firm);
      expect(isPdf(await downloadLetter(admin, doc.id))).toBe(true);
      const [row] = await renderJobOf(doc);
      expect(await queue(QueueName.DocumentRender).getJobState(row.deliveryId)).toBe('completed');
      // The backup was taken before the render: its row pending, its job not yet relayed. The relay adds the same
      // delivery id again, which BullMQ ignores (it finished that job): only the sweeper can see it.
      await api.em().nativeUpdate(RenderedDocument, { customerDocument: doc.id }, { status: 'pending', storageKey: null }, { filters: false });
      await api.em().nativeUpdate(OutboxMessage, { id: row.id }, { relayedAt: null, completedAt: null });
      await waitUntil(async () => (await letterRow(doc)).status === 'ready', 15_000, 100);
      await waitUntil(async () => !!(await outboxRow(row.id)).completedAt, 15_000, 100);
      const again = await outboxRow(row.id);
      expect(again.deliveryId).not.toBe(row.deliveryId);
      expect(again.completedAt).toBeInstanceOf(Date);
      expect(workers.flatMap((w) => logLines(w.output(), `job ${row.deliveryId} (outbox row ${row.id}) was lost (BullMQ: completed)`))).toHaveLength(1);
    });

    it('leaves a job that failed for good failed: no retries for ever', async () => {
      const em = api.em();
      const row = api.app.get(OutboxService).enqueue(em, JobName.RenderDocument, { customer_document_id: 1, kind: 'authorization_letter', rendered_document_id: 2_000_000_001 }, `failed-${randomUUID()}`);
      await em.flush();
      await waitUntil(async () => !!(await outboxRow(row.id)).failedAt, 10_000, 50);
      const failed = await outboxRow(row.id);
      // Markers: rows relayed after the failed one whose jobs BullMQ does not hold (lost). A sweep takes its rows
      // oldest relay first, so the sweep that relays a marker again has passed the failed row before it; two markers,
      // one after the other, make it two sweeps.
      for (let i = 0; i < 2; i++) {
        const [marker] = (await api.em().execute(
          `insert into outbox_messages (queue, job_name, job_id, payload, relayed_at)
           values (?, ?, ?, ?, clock_timestamp()) returning id, delivery_id`,
          [QueueName.DocumentRender, JobName.RenderDocument, `marker-${randomUUID()}`, JSON.stringify({ customer_document_id: 1, kind: 'authorization_letter', rendered_document_id: 2_000_000_001 })],
        )) as Array<{ id: string; delivery_id: string }>;
        await waitUntil(async () => (await outboxRow(marker.id)).deliveryId !== marker.delivery_id, 10_000, 50);
      }
      expect(await outboxRow(row.id)).toMatchObject({ deliveryId: failed.deliveryId, failedAt: failed.failedAt, completedAt: null, attempts: 1 });
      expect(await queue(QueueName.DocumentRender).getJobState(failed.deliveryId)).toBe('failed');
    });
  });
});
