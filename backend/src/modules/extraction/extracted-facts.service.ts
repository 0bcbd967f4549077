import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { bestPerField } from '@parley/domain/extraction';
import type { ExtractedFact, ExtractionStatus } from '@parley/domain/walkthrough/fields';
import { DocumentExtraction, ExtractedFactRow } from './entities';

/**
 * What the papers of a document said, for the walkthrough (S7 reads it to pre-fill the review page). Callers are
 * expected to have checked that the document is the consumer's own.
 */
@Injectable()
export class ExtractedFacts {
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
    return run?.status ?? 'none';
  }
}
