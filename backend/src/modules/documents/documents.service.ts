import {
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { UNSCOPED } from '../../core/database/firm-scope';
import { JobLiveness } from '../../core/queue/job-liveness';
import { JobName, jobIdFor } from '../../core/queue/jobs';
import { OutboxService } from '../../core/queue/outbox.service';
import { FileStorage } from '../../integrations/storage/storage.port';
import { AccountsService, CustomerDocument, DocumentName } from '../accounts';
import { DocumentFactsService } from './document-facts.service';
import { RenderedDocument } from './entities';
import { DOCUMENT_NOT_FOUND, RENDER_FAILED, STILL_RENDERING } from './messages';
import { FILE_NAMES, fingerprintOf, refusalOf, renderDataOf, type DocumentKind } from './render-data';

/** While a download waits, how often it asks whether the render's job still exists. */
const LIVENESS_EVERY_MS = 1000;

export interface PdfFile {
  filename: string;
  bytes: Buffer;
}

/** Who is asking: a collector (the request's firm scope decides) or a consumer (only their own documents). */
export type Requester = { collector: true } | { consumerId: number };

/**
 * Downloads of rendered documents. The API never draws a PDF itself: it finds the cached render for what the
 * document shows now (its fingerprint), or queues the document-render job through the outbox and waits for it.
 */
@Injectable()
export class DocumentsService {
  private readonly logger = new Logger(DocumentsService.name);
  /** How long a download waits for the worker before answering 503 (the page shows the sentence). */
  waitMs = 20_000;
  pollMs = 150;

  constructor(
    private readonly em: EntityManager,
    private readonly accounts: AccountsService,
    private readonly facts: DocumentFactsService,
    private readonly outbox: OutboxService,
    private readonly storage: FileStorage,
    private readonly jobs: JobLiveness,
  ) {}

  async pdf(who: Requester, id: number, kind: DocumentKind): Promise<PdfFile> {
    const doc = await this.documentFor(who, id);
    const facts = await this.facts.factsOf(this.em, doc);
    const refusal = refusalOf(kind, facts);
    if (refusal) throw new UnprocessableEntityException({ error: refusal, errors: [refusal] });
    const fingerprint = fingerprintOf(renderDataOf(kind, facts));
    const filename = FILE_NAMES[kind](doc.id);

    const cached = await this.find(doc.id, kind, fingerprint);
    if (cached?.status === 'ready' && cached.storageKey) {
      const bytes = await this.storage.get(cached.storageKey).catch(() => null);
      if (bytes) return { filename, bytes };
      this.logger.warn(`rendered document ${cached.id} is missing from storage; rendering it again`);
    }
    const row = await this.requestRender(doc, kind, fingerprint, cached?.status === 'ready');
    return { filename, bytes: await this.waitFor(row) };
  }

  /**
   * The dashboard's polling download (docs/api/dashboard.md): never waits. 'ready' when the cached PDF of what the
   * document shows now is in storage; otherwise makes sure a render is queued (a failed or stale one again) and
   * answers 'pending', so the page asks again. Same authorization and refusals as `pdf`.
   */
  async prepare(who: Requester, id: number, kind: DocumentKind): Promise<'ready' | 'pending'> {
    const doc = await this.documentFor(who, id);
    const facts = await this.facts.factsOf(this.em, doc);
    const refusal = refusalOf(kind, facts);
    if (refusal) throw new UnprocessableEntityException({ error: refusal, errors: [refusal] });
    const fingerprint = fingerprintOf(renderDataOf(kind, facts));
    const cached = await this.find(doc.id, kind, fingerprint);
    if (cached?.status === 'ready' && cached.storageKey) {
      if (await this.storage.get(cached.storageKey).then(() => true, () => false)) return 'ready';
    }
    await this.requestRender(doc, kind, fingerprint, cached?.status === 'ready');
    return 'pending';
  }

  /** Collectors: through the firm filter (another firm's account is 404). Consumers: their own settlement only. */
  private async documentFor(who: Requester, id: number): Promise<CustomerDocument> {
    if ('collector' in who) return this.accounts.account(this.em, id);
    const doc = await this.em.findOne(
      CustomerDocument,
      { id, user: who.consumerId, documentName: DocumentName.Solosettle },
      UNSCOPED,
    );
    if (!doc || !doc.lawFirm) throw new NotFoundException({ error: DOCUMENT_NOT_FOUND });
    return doc;
  }

  private find(docId: number, kind: DocumentKind, fingerprint: string): Promise<RenderedDocument | null> {
    return this.em.fork().findOne(RenderedDocument, { customerDocument: docId, kind, fingerprint }, UNSCOPED);
  }

  /**
   * Makes sure a render of this fingerprint is pending or done, and answers the row to wait on (its id and the job
   * key of its current request). Concurrent downloads share one row (the unique index, then a row lock) and one job.
   * A failed render, a file lost from storage, or a pending render whose job has ended without a result or does not
   * exist (JobLiveness: a lost job is relayed again instead) is requested again with a new job key.
   */
  private async requestRender(
    doc: CustomerDocument,
    kind: DocumentKind,
    fingerprint: string,
    fileLost: boolean,
  ): Promise<{ id: number; jobId: string }> {
    return this.em.fork().transactional(async (em) => {
      await em
        .createQueryBuilder(RenderedDocument)
        .insert({
          customerDocument: doc.id,
          lawFirm: doc.lawFirm!.id,
          kind,
          fingerprint,
          status: 'pending',
          attempts: 0,
        })
        .onConflict(['customer_document_id', 'kind', 'fingerprint'])
        .ignore()
        .execute();
      const row = await em.findOneOrFail(
        RenderedDocument,
        { customerDocument: doc.id, kind, fingerprint },
        { ...UNSCOPED, lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      const jobOf = (r: RenderedDocument) => jobIdFor(JobName.RenderDocument, `${r.id}.${r.attempts}`);
      const queued = row.status === 'pending' && row.attempts > 0;
      if (queued && (await this.jobs.keepAlive(em, jobOf(row))) === 'queued') return { id: row.id, jobId: jobOf(row) };
      if (row.status === 'ready' && !fileLost) return { id: row.id, jobId: jobOf(row) };
      row.status = 'pending';
      row.error = null;
      row.attempts += 1;
      row.updatedAt = new Date();
      this.outbox.enqueue(
        em,
        JobName.RenderDocument,
        { customer_document_id: doc.id, kind, rendered_document_id: row.id },
        `${row.id}.${row.attempts}`,
      );
      return { id: row.id, jobId: jobOf(row) };
    });
  }

  /**
   * Polls the row until its PDF is ready, it failed, or `waitMs` passed. Every LIVENESS_EVERY_MS it also asks whether
   * the job still exists: a lost job is relayed again at once, and a job that ended while the row is still pending
   * (it will never be drawn by it) ends the wait with the sentence, so the next download asks again.
   */
  private async waitFor(target: { id: number; jobId: string }): Promise<Buffer> {
    const until = Date.now() + this.waitMs;
    let checkAt = Date.now() + LIVENESS_EVERY_MS;
    for (;;) {
      const row = await this.em.fork().findOne(RenderedDocument, target.id, UNSCOPED);
      if (!row) throw new ServiceUnavailableException({ error: RENDER_FAILED });
      if (row.status === 'ready' && row.storageKey) {
        const bytes = await this.storage.get(row.storageKey).catch(() => null);
        if (bytes) return bytes;
        throw new ServiceUnavailableException({ error: RENDER_FAILED });
      }
      if (row.status === 'failed') throw new ServiceUnavailableException({ error: row.error || RENDER_FAILED });
      if (Date.now() >= until) throw new ServiceUnavailableException({ error: STILL_RENDERING });
      if (Date.now() >= checkAt) {
        checkAt = Date.now() + LIVENESS_EVERY_MS;
        if ((await this.jobs.keepAlive(this.em.fork(), target.jobId)) !== 'queued') {
          // One last look: the job may have drawn the PDF between the read above and its end.
          const last = await this.em.fork().findOne(RenderedDocument, target.id, UNSCOPED);
          if (last?.status !== 'ready' && last?.status !== 'failed') throw new ServiceUnavailableException({ error: RENDER_FAILED });
          continue;
        }
      }
      await new Promise((r) => setTimeout(r, this.pollMs));
    }
  }
}
