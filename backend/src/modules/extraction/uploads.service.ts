import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import type { SessionUser } from '../../core/auth/session-user';
import { OutboxService } from '../../core/queue/outbox.service';
import { JobName } from '../../core/queue/jobs';
import { cleanFilename, CONTENT_TYPES, sniffAttachment } from '@parley/domain/chat/attachments';
import { UPLOAD_ERRORS, UPLOAD_KINDS, type UploadKind } from '@parley/domain/extraction';
import { FileStorage } from '../../integrations/storage/storage.port';
import { CustomerDocument, DocumentName } from '../accounts/entities';
import { DocumentExtraction, DocumentFile } from './entities';
import { ExtractedFacts } from './extracted-facts.service';
import { DOCUMENT_NOT_FOUND, MAX_FILES_PER_DOCUMENT, NO_FILES, TOO_MANY_FILES } from './messages';
import { invalid, type UploadedPaper } from './multipart';
import type { Prepopulate } from './dto/prepopulate.dto';

export interface DocumentFileView {
  id: number;
  name: string;
  kind: UploadKind;
  content_type: string;
  byte_size: number;
  created_at: string;
}

const view = (f: DocumentFile): DocumentFileView => ({
  id: f.id,
  name: f.filename,
  kind: f.kind,
  content_type: f.contentType,
  byte_size: f.byteSize,
  created_at: f.createdAt.toISOString(),
});

/** Where the walkthrough goes on once the papers are sent for reading: its review page. */
export function resumeUrlOf(doc: Pick<CustomerDocument, 'id' | 'documentName'>): string {
  const base = doc.documentName === DocumentName.DebtAnswer ? 'debt_answers' : 'solosettles';
  return `/${base}/${doc.id}/review`;
}

/** The upload step's writes (api process): papers in, a reading queued. */
@Injectable()
export class UploadsService {
  private readonly logger = new Logger(UploadsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly outbox: OutboxService,
    private readonly extracted: ExtractedFacts,
  ) {}

  /** The consumer's own document (any walkthrough kind), else 404: a foreign one answers exactly like a missing one. */
  async ownDocument(em: EntityManager, me: SessionUser, id: number): Promise<CustomerDocument> {
    const doc = await em.findOne(CustomerDocument, { id, user: me.id });
    if (!doc) throw new NotFoundException({ error: DOCUMENT_NOT_FOUND });
    return doc;
  }

  async upload(me: SessionUser, documentId: number, file: UploadedPaper | undefined): Promise<DocumentFileView> {
    const doc = await this.ownDocument(this.em, me, documentId);
    if (!file || !Buffer.isBuffer(file.buffer) || file.buffer.length === 0) throw invalid(UPLOAD_ERRORS.failed);
    const kind = sniffAttachment(file.buffer);
    if (!kind || !(UPLOAD_KINDS as readonly string[]).includes(kind)) throw invalid(UPLOAD_ERRORS.typeNotAllowed);
    const uploadKind = kind as UploadKind;
    const count = await this.em.count(DocumentFile, { customerDocument: doc.id });
    if (count >= MAX_FILES_PER_DOCUMENT) throw invalid(TOO_MANY_FILES);

    const digest = createHash('sha256').update(file.buffer).digest('hex').slice(0, 16);
    const storageKey = `document-files/${doc.id}/${randomUUID()}-${digest}.${uploadKind === 'jpeg' ? 'jpg' : uploadKind}`;
    try {
      await this.storage.put(storageKey, file.buffer);
    } catch (err) {
      this.logger.error(`storing an upload of document ${doc.id} failed: ${String(err)}`);
      throw new ServiceUnavailableException({ error: UPLOAD_ERRORS.failed, errors: [UPLOAD_ERRORS.failed] });
    }
    const row = this.em.create(DocumentFile, {
      customerDocument: doc.id,
      user: me.id,
      filename: cleanFilename(file.originalname ?? '', uploadKind),
      kind: uploadKind,
      contentType: CONTENT_TYPES[uploadKind],
      byteSize: file.buffer.length,
      storageKey,
    });
    try {
      await this.em.flush();
    } catch (err) {
      // The row did not make it: do not leave its bytes behind.
      await this.storage.delete(storageKey).catch(() => undefined);
      throw err;
    }
    return view(row);
  }

  /**
   * Queues the reading of every file uploaded so far and answers at once with the review page's url. The run and its
   * outbox job are written in one transaction. Pressing Done twice while the same files are being read does not
   * start a second reading.
   */
  async prepopulate(me: SessionUser, documentId: number, flags: Prepopulate): Promise<{ resume_url: string }> {
    return this.em.transactional(async (em) => {
      const doc = await this.ownDocument(em, me, documentId);
      const files = await em.find(DocumentFile, { customerDocument: doc.id }, { orderBy: { id: 'asc' } });
      if (files.length === 0) throw invalid(NO_FILES);
      const fileIds = files.map((f) => f.id);
      const latest = await em.findOne(DocumentExtraction, { customerDocument: doc.id }, { orderBy: { id: 'desc' } });
      const same = latest && latest.fileIds.length === fileIds.length && latest.fileIds.every((id, i) => id === fileIds[i]);
      // A run whose job ended without finishing it (ExtractedFacts.statusOf) does not count: a new reading starts.
      if (latest && same && (await this.extracted.statusOf(em, latest)) === 'processing') return { resume_url: resumeUrlOf(doc) };
      const run = em.create(DocumentExtraction, {
        customerDocument: doc.id,
        fileIds,
        camera: flags.camera,
        upload: flags.upload,
      });
      await em.flush();
      this.outbox.enqueue(em, JobName.ExtractDocumentFacts, { extractionId: run.id }, `extraction-${run.id}`);
      return { resume_url: resumeUrlOf(doc) };
    });
  }

  /** The upload step's state: the files so far and where their reading stands. */
  async state(me: SessionUser, documentId: number) {
    const doc = await this.ownDocument(this.em, me, documentId);
    const files = await this.em.find(DocumentFile, { customerDocument: doc.id }, { orderBy: { id: 'asc' } });
    const latest = await this.em.findOne(DocumentExtraction, { customerDocument: doc.id }, { orderBy: { id: 'desc' } });
    return {
      files: files.map(view),
      extraction_status: latest ? await this.extracted.statusOf(this.em, latest) : 'none',
      resume_url: resumeUrlOf(doc),
    };
  }
}
