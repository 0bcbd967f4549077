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
import { JobName } from '../../core/queue/jobs';
import { OutboxService } from '../../core/queue/outbox.service';
import { FileStorage } from '../../integrations/storage/storage.port';
import { AccountsService, CustomerDocument, DocumentName } from '../accounts';
import { DocumentFactsService } from './document-facts.service';
import { RenderedDocument } from './entities';
import { DOCUMENT_NOT_FOUND, RENDER_FAILED, STILL_RENDERING } from './messages';
import { FILE_NAMES, fingerprintOf, refusalOf, renderDataOf, type DocumentKind } from './render-data';

/** A pending render untouched this long is assumed lost (its job failed without a word) and is queued again. */
const STALE_MS = 2 * 60_000;

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
    const rowId = await this.requestRender(doc, kind, fingerprint, cached?.status === 'ready');
    return { filename, bytes: await this.waitFor(rowId) };
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
   * Makes sure a render of this fingerprint is pending or done, and answers the row to wait on. Concurrent
   * downloads share one row (the unique index, then a row lock) and one job. A failed render, a file lost from
   * storage, or a pending render whose job has gone quiet for STALE_MS is requested again with a new job key.
   */
  private async requestRender(
    doc: CustomerDocument,
    kind: DocumentKind,
    fingerprint: string,
    fileLost: boolean,
  ): Promise<number> {
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
      const queued = row.status === 'pending' && row.attempts > 0;
      if (queued && Date.now() - row.updatedAt.getTime() < STALE_MS) return row.id;
      if (row.status === 'ready' && !fileLost) return row.id;
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
      return row.id;
    });
  }

  private async waitFor(rowId: number): Promise<Buffer> {
    const until = Date.now() + this.waitMs;
    for (;;) {
      const row = await this.em.fork().findOne(RenderedDocument, rowId, UNSCOPED);
      if (row?.status === 'ready' && row.storageKey) {
        const bytes = await this.storage.get(row.storageKey).catch(() => null);
        if (bytes) return bytes;
        throw new ServiceUnavailableException({ error: RENDER_FAILED });
      }
      if (row?.status === 'failed') throw new ServiceUnavailableException({ error: row.error || RENDER_FAILED });
      if (Date.now() >= until) throw new ServiceUnavailableException({ error: STILL_RENDERING });
      await new Promise((r) => setTimeout(r, this.pollMs));
    }
  }
}
