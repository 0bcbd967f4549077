import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { JobLiveness } from '../../core/queue/job-liveness';
import { JobName, jobIdFor } from '../../core/queue/jobs';
import { bestPerField } from '@parley/domain/extraction';
import type { ExtractedFact, ExtractionStatus } from '@parley/domain/walkthrough/fields';
import { DocumentExtraction, ExtractedFactRow } from './entities';

/** The outbox key of a run's reading job. */
export const extractionJobId = (extractionId: number) => jobIdFor(JobName.ExtractDocumentFacts, `extraction-${extractionId}`);

/**
 * What the papers of a document said, for the walkthrough (it pre-fills the review page). Callers are
 * expected to have checked that the document is the consumer's own.
 */
@Injectable()
export class ExtractedFacts {
  constructor(private readonly jobs: JobLiveness) {}

  /** The best fact per field from the latest finished run (empty while none has finished). */
  async forDocument(em: EntityManager, documentId: number): Promise<ExtractedFact[]> {
    const run = await em.findOne(
      DocumentExtraction,
      { customerDocument: documentId, status: 'done' },
      { orderBy: { id: 'desc' } },
    );
    if (!run) return [];
    return bestPerField(await this.candidates(em, run.id));
  }

  /** Every candidate of one run, best first within each field. */
  async candidates(em: EntityManager, extractionId: number): Promise<ExtractedFact[]> {
    const rows = await em.find(
      ExtractedFactRow,
      { extraction: extractionId },
      { orderBy: { field: 'asc', confidence: 'desc', id: 'asc' } },
    );
    return rows.map((r) => ({
      field: r.field,
      value: r.value,
      confidence: r.confidence,
      method: r.method,
      file_id: r.file.id,
    }));
  }

  /** The latest run's status, or 'none' when the papers were never sent for reading. */
  async status(em: EntityManager, documentId: number): Promise<ExtractionStatus> {
    const run = await em.findOne(DocumentExtraction, { customerDocument: documentId }, { orderBy: { id: 'desc' } });
    return run ? this.statusOf(em, run) : 'none';
  }

  /**
   * A run's status as the pages see it. A run still 'processing' whose job has ended or does not exist reads as
   * failed: nothing will finish it, so the page stops waiting (and Done may start a new reading). A run whose job
   * was lost stays 'processing': the worker's outbox sweeper relays that job again within seconds.
   * The job finishes the run and its outbox row in one transaction, which may commit between the read of the run and
   * the read of its job: an ended job is therefore checked against the run as it is now, so a reading that has just
   * finished is never reported as failed.
   */
  async statusOf(em: EntityManager, run: DocumentExtraction): Promise<Exclude<ExtractionStatus, 'none'>> {
    if (run.status !== 'processing') return run.status;
    if (!(await this.jobs.hasEnded(em, extractionJobId(run.id)))) return 'processing';
    const [now] = await em
      .getConnection()
      .execute<Array<{ status: DocumentExtraction['status'] }>>('select status from document_extractions where id = ?', [run.id]);
    return now && now.status !== 'processing' ? now.status : 'failed';
  }
}
