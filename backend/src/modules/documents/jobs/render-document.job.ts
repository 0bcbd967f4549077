import { Injectable, Logger } from '@nestjs/common';
import { UNSCOPED } from '../../../core/database/firm-scope';
import { HandlesJob, MissingRecordError, type JobContext, type JobHandler } from '../../../core/queue/job-handler';
import { JobName, type RenderDocumentPayload } from '../../../core/queue/jobs';
import { FileStorage } from '../../../integrations/storage/storage.port';
import { CustomerDocument } from '../../accounts';
import { DocumentFactsService } from '../document-facts.service';
import { RenderedDocument } from '../entities';
import { renderDocumentPdf } from '../layouts';
import { fingerprintOf, refusalOf, renderDataOf } from '../render-data';
import { CHANGED_WHILE_RENDERING, RENDER_FAILED } from '../messages';

/**
 * Draws one PDF into FileStorage and marks its cache row ready. Idempotent: a row already ready is left alone,
 * and the storage key is derived from the fingerprint, so a second run writes the same bytes to the same key.
 * Failures are written on the row (the waiting download shows them) instead of being retried: drawing is
 * deterministic, and the next download asks again.
 */
@Injectable()
@HandlesJob(JobName.RenderDocument)
export class RenderDocumentJob implements JobHandler<JobName.RenderDocument> {
  private readonly logger = new Logger(RenderDocumentJob.name);

  constructor(
    private readonly facts: DocumentFactsService,
    private readonly storage: FileStorage,
  ) {}

  async handle(payload: RenderDocumentPayload, { em }: JobContext): Promise<void> {
    const row = await em.findOne(RenderedDocument, payload.rendered_document_id, UNSCOPED);
    if (!row) throw new MissingRecordError(`rendered document ${payload.rendered_document_id}`);
    if (row.status === 'ready') return;
    const fail = async (error: string) => {
      await em.nativeUpdate(RenderedDocument, { id: row.id }, { status: 'failed', error }, UNSCOPED);
    };
    try {
      const doc = await em.findOneOrFail(CustomerDocument, payload.customer_document_id, UNSCOPED);
      const facts = await this.facts.factsOf(em, doc);
      const refusal = refusalOf(row.kind, facts);
      if (refusal) return await fail(refusal);
      const data = renderDataOf(row.kind, facts);
      const fingerprint = fingerprintOf(data);
      const bytes = await renderDocumentPdf(data);
      const storageKey = `rendered-documents/${doc.id}/${row.kind}-${fingerprint}.pdf`;
      await this.storage.put(storageKey, bytes);
      const done = {
        status: 'ready' as const,
        storageKey,
        byteSize: bytes.length,
        error: null,
        renderedAt: new Date(),
      };
      if (fingerprint === row.fingerprint) {
        await em.nativeUpdate(RenderedDocument, { id: row.id }, done, UNSCOPED);
        return;
      }
      // The account changed after the download asked: keep the new render for the next download, tell this one.
      await em
        .createQueryBuilder(RenderedDocument)
        .insert({
          customerDocument: doc.id,
          lawFirm: row.lawFirm.id,
          kind: row.kind,
          fingerprint,
          attempts: 1,
          ...done,
        })
        .onConflict(['customer_document_id', 'kind', 'fingerprint'])
        .merge(['status', 'storage_key', 'byte_size', 'error', 'rendered_at'])
        .execute();
      await fail(CHANGED_WHILE_RENDERING);
    } catch (err) {
      this.logger.error(`render of ${row.kind} for document ${payload.customer_document_id} failed: ${String(err)}`);
      await fail(RENDER_FAILED);
    }
  }

  /** The job failed for good (e.g. the database was away for every attempt): the waiting download is told. */
  async failed(payload: RenderDocumentPayload, { em }: JobContext): Promise<void> {
    await em.nativeUpdate(RenderedDocument, { id: payload.rendered_document_id, status: 'pending' }, { status: 'failed', error: RENDER_FAILED }, UNSCOPED);
  }
}
