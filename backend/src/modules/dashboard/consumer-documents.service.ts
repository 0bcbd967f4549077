import { Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { CustomerDocument, DocumentName } from '../accounts';
import { DocumentsService, type PdfFile } from '../documents';
import { DocumentGeneration } from '../editor';
import { User } from '../identity/entities';
import { ConsumerDocumentArchive } from './entities';
import { parseDownloadId } from './document-views';
import type { CreatableDocumentName, DownloadStatus } from './dto/dashboard.dto';
import { ALREADY_ARCHIVED, ARCHIVED, DASHBOARD_DOCUMENT_NOT_FOUND, NOT_ARCHIVED, REACTIVATED } from './messages';

const notFound = () => new NotFoundException({ error: DASHBOARD_DOCUMENT_NOT_FOUND });

/** Which document an archive call names: a customer document, or an editor document (a separate id space). */
export type DocumentRef = { customerDocumentId: number } | { documentGenerationId: number };


/**
 * The consumer's own documents from the dashboard: create one, archive or reactivate it, and the polling download.
 * Every look-up is by (id, user): a missing document and another consumer's answer the same 404.
 */
@Injectable()
export class ConsumerDocumentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly documents: DocumentsService,
  ) {}

  async create(userId: number, name: CreatableDocumentName): Promise<{ id: number; resume_url: string }> {
    const user = this.em.getReference(User, userId);
    if (name === 'document_generation') {
      // The editor's own defaults (EditorService.create): an untitled document the editor opens empty.
      const doc = this.em.create(DocumentGeneration, { user, title: 'Untitled document', documentType: 'document-generation' });
      await this.em.persistAndFlush(doc);
      return { id: doc.id, resume_url: `/document_generations/${doc.id}` };
    }
    // Consumer-owned, no firm and no case yet: the walkthrough fills them in.
    const doc = this.em.create(CustomerDocument, {
      user,
      documentName: name === 'debt_answer' ? DocumentName.DebtAnswer : DocumentName.Solosettle,
      lawFirm: null,
      case: null,
    });
    await this.em.persistAndFlush(doc);
    return { id: doc.id, resume_url: name === 'debt_answer' ? `/debt_answers/${doc.id}` : `/solosettles/${doc.id}` };
  }

  async archive(userId: number, ref: DocumentRef): Promise<{ success: true; message: string }> {
    await this.own(userId, ref);
    if (await this.archiveRow(userId, ref)) throw new UnprocessableEntityException({ error: ALREADY_ARCHIVED });
    try {
      await this.em.insert(ConsumerDocumentArchive, {
        user: userId,
        customerDocument: 'customerDocumentId' in ref ? ref.customerDocumentId : null,
        documentGeneration: 'documentGenerationId' in ref ? ref.documentGenerationId : null,
        archivedAt: new Date(),
      });
    } catch (err) {
      // Two archive calls at once: the unique index lets one through.
      if (err instanceof UniqueConstraintViolationException) throw new UnprocessableEntityException({ error: ALREADY_ARCHIVED });
      throw err;
    }
    return { success: true, message: ARCHIVED };
  }

  async reactivate(userId: number, ref: DocumentRef): Promise<{ success: true; message: string }> {
    await this.own(userId, ref);
    const deleted = await this.em.nativeDelete(ConsumerDocumentArchive, { user: userId, ...this.where(ref) });
    if (!deleted) throw new UnprocessableEntityException({ error: NOT_ARCHIVED });
    return { success: true, message: REACTIVATED };
  }

  /**
   * The polling contract (docs/api/dashboard.md): the first call queues the render and answers `{status:false}`;
   * a call once the PDF is ready answers `{status:true, url}`.
   */
  async downloadStatus(userId: number, rawId: unknown): Promise<DownloadStatus> {
    const target = await this.renderTarget(userId, rawId);
    if ('url' in target) return { status: true, url: target.url };
    const state = await this.documents.prepare({ consumerId: userId }, target.documentId, target.kind);
    return state === 'ready' ? { status: true, url: `/my_dashboard/download/file?id=${String(rawId)}` } : { status: false };
  }

  /** The ready PDF (served from the cache the status call filled; waits for the worker only if asked early). */
  async downloadFile(userId: number, rawId: unknown): Promise<PdfFile | { redirect: string }> {
    const target = await this.renderTarget(userId, rawId);
    if ('url' in target) return { redirect: target.url };
    return this.documents.pdf({ consumerId: userId }, target.documentId, target.kind);
  }

  /**
   * What to render for a download id, or the URL of a file drawn at once. An answer to a summons whose case has a
   * settlement with a firm is drawn by the documents module for that settlement (cached, through the worker); an
   * answer without one is drawn by the walkthrough's own endpoint, as is an editor document by the editor's.
   */
  private async renderTarget(
    userId: number,
    rawId: unknown,
  ): Promise<{ kind: 'settlement_agreement' | 'debt_answer'; documentId: number } | { url: string }> {
    const parsed = parseDownloadId(rawId);
    if (!parsed) throw notFound();
    if (parsed.kind === 'document_generation') {
      await this.own(userId, { documentGenerationId: parsed.documentId });
      return { url: `/api/document_generations/${parsed.documentId}/pdf` };
    }
    if (parsed.kind === 'settlement_agreement') return { kind: 'settlement_agreement', documentId: parsed.documentId };
    const answer = await this.em.findOne(
      CustomerDocument,
      { id: parsed.documentId, user: userId, documentName: DocumentName.DebtAnswer },
      { filters: false },
    );
    if (!answer?.case) throw notFound();
    const settlement = await this.em.findOne(
      CustomerDocument,
      { case: answer.case.id, user: userId, documentName: DocumentName.Solosettle, lawFirm: { $ne: null } },
      { filters: false, orderBy: { id: 'asc' } },
    );
    if (!settlement) return { url: `/api/debt_answers/${answer.id}/answer_to_summons.pdf` };
    return { kind: 'debt_answer', documentId: settlement.id };
  }

  private where(ref: DocumentRef) {
    return 'customerDocumentId' in ref
      ? { customerDocument: ref.customerDocumentId }
      : { documentGeneration: ref.documentGenerationId };
  }

  private archiveRow(userId: number, ref: DocumentRef) {
    return this.em.findOne(ConsumerDocumentArchive, { user: userId, ...this.where(ref) });
  }

  private async own(userId: number, ref: DocumentRef): Promise<void> {
    const found =
      'customerDocumentId' in ref
        ? await this.em.count(CustomerDocument, { id: ref.customerDocumentId, user: userId }, { filters: false })
        : await this.em.count(DocumentGeneration, { id: ref.documentGenerationId, user: userId });
    if (!found) throw notFound();
  }
}
