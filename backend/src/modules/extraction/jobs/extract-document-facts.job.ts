import { Injectable, Logger } from '@nestjs/common';
import { HandlesJob, MissingRecordError, type JobContext, type JobHandler } from '../../../core/queue/job-handler';
import { JobName, type ExtractDocumentFactsPayload } from '../../../core/queue/jobs';
import { EXTRACTED_FIELDS } from '@parley/domain/walkthrough/fields';
import { LanguageModel } from '../../../integrations/llm/llm.port';
import { FileStorage } from '../../../integrations/storage/storage.port';
import { DocumentExtraction, DocumentFile, ExtractedFactRow } from '../entities';
import { PaperReader } from '../paper-reader.service';

/** What the run keeps for support when every paper failed to read. */
const NOTHING_READ = 'No text could be read from any of the uploaded files.';

/**
 * Reads the papers of one extraction run and stores every candidate fact: the rules' and, when a language model is
 * configured, the model's (method 'llm'). Idempotent: a run that is no longer processing is left alone, and the
 * facts and the final status are written in one transaction that first removes whatever an interrupted earlier
 * attempt of the same run wrote. A failure marks the run failed with the reason
 * (the page shows a general sentence; the consumer can fill the facts in by hand).
 */
@Injectable()
@HandlesJob(JobName.ExtractDocumentFacts)
export class ExtractDocumentFactsJob implements JobHandler<JobName.ExtractDocumentFacts> {
  private readonly logger = new Logger(ExtractDocumentFactsJob.name);

  constructor(
    private readonly reader: PaperReader,
    private readonly storage: FileStorage,
    private readonly model: LanguageModel,
  ) {}

  async handle(payload: ExtractDocumentFactsPayload, { em }: JobContext): Promise<void> {
    const run = await em.findOne(DocumentExtraction, payload.extractionId);
    if (!run) throw new MissingRecordError(`document extraction ${payload.extractionId}`);
    if (run.status !== 'processing') return;
    const documentId = run.customerDocument.id;
    try {
      const files = await em.find(DocumentFile, { id: { $in: run.fileIds }, customerDocument: documentId }, { orderBy: { id: 'asc' } });
      const report: Record<string, unknown>[] = [];
      const facts: { file: DocumentFile; field: string; value: unknown; confidence: number; method: string }[] = [];
      for (const file of files) {
        try {
          const reading = await this.reader.read(file.kind, await this.storage.get(file.storageKey));
          report.push({
            file_id: file.id,
            method: reading.method,
            chars: reading.chars,
            facts: reading.facts.length,
            ...(reading.ocr_confidence !== undefined ? { ocr_confidence: round(reading.ocr_confidence) } : {}),
            ...(reading.problem ? { problem: reading.problem } : {}),
          });
          for (const f of reading.facts) facts.push({ file, ...f });
          if (!reading.problem && reading.chars > 0) {
            const asked = await this.askModel(reading.text, file.id, documentId);
            if (asked !== null) report[report.length - 1].llm_facts = asked.length;
            for (const f of asked ?? []) facts.push({ file, ...f, method: 'llm' });
          }
        } catch (err) {
          this.logger.warn(`reading file ${file.id} of document ${documentId} failed: ${String(err)}`);
          report.push({ file_id: file.id, chars: 0, facts: 0, problem: `Could not be read: ${String(err).slice(0, 300)}` });
        }
      }
      const readSomething = report.some((r) => (r.chars as number) > 0 && !r.problem);
      await em.transactional(async (tx) => {
        await tx.nativeDelete(ExtractedFactRow, { extraction: run.id });
        for (const f of facts)
          tx.persist(
            tx.create(ExtractedFactRow, {
              extraction: run.id,
              customerDocument: documentId,
              file: f.file.id,
              field: f.field as ExtractedFactRow['field'],
              value: f.value as ExtractedFactRow['value'],
              confidence: round(f.confidence),
              method: f.method as ExtractedFactRow['method'],
            }),
          );
        await tx.nativeUpdate(
          DocumentExtraction,
          { id: run.id, status: 'processing' },
          readSomething
            ? { status: 'done', report, error: null, finishedAt: new Date() }
            : { status: 'failed', report, error: files.length ? NOTHING_READ : 'The files were removed.', finishedAt: new Date() },
        );
      });
    } catch (err) {
      this.logger.error(`extraction ${run.id} of document ${documentId} failed: ${String(err)}`);
      await em.nativeUpdate(
        DocumentExtraction,
        { id: run.id, status: 'processing' },
        { status: 'failed', error: String(err).slice(0, 1000), finishedAt: new Date() },
      );
    }
  }

  /** The job failed for good: the run stops being 'processing', so the page stops waiting (the facts can be typed). */
  async failed(payload: ExtractDocumentFactsPayload, { em }: JobContext, error: unknown): Promise<void> {
    await em.nativeUpdate(
      DocumentExtraction,
      { id: payload.extractionId, status: 'processing' },
      { status: 'failed', error: `The reading job failed: ${String(error)}`.slice(0, 1000), finishedAt: new Date() },
    );
  }

  /**
   * The language model's candidates for one paper, after the rules (only when a model is configured;
   * the offline driver is not asked: it has no model and would answer nothing). null when not asked or it failed:
   * a model failure never fails the run, the rules' facts stand. The warning names the file, never its text.
   */
  private async askModel(text: string, fileId: number, documentId: number) {
    if (this.model.provider === 'offline') return null;
    try {
      return await this.model.extractFacts(text, EXTRACTED_FIELDS);
    } catch (err) {
      const status = (err as { status?: unknown }).status;
      this.logger.warn(
        `language model extraction of file ${fileId} of document ${documentId} failed (${err instanceof Error ? err.name : 'error'}${typeof status === 'number' ? ` ${status}` : ''}); keeping the rules' facts`,
      );
      return null;
    }
  }
}

const round = (n: number) => Math.round(n * 1000) / 1000;
