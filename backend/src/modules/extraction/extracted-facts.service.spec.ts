import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobLiveness } from '../../core/queue/job-liveness';
import { DocumentExtraction } from './entities';
import { ExtractedFacts } from './extracted-facts.service';

/** A connection whose run row reads `now`, and a job that has ended or not. */
function facts(jobEnded: boolean, now: DocumentExtraction['status'] | undefined) {
  const jobs = { hasEnded: async () => jobEnded } as unknown as JobLiveness;
  const em = { getConnection: () => ({ execute: async () => (now ? [{ status: now }] : []) }) } as unknown as EntityManager;
  const run = Object.assign(new DocumentExtraction(), { id: 7, status: 'processing' as const });
  return { status: () => new ExtractedFacts(jobs).statusOf(em, run) };
}

describe('ExtractedFacts.statusOf', () => {
  it('is processing while the job is queued or running', async () => {
    await expect(facts(false, 'processing').status()).resolves.toBe('processing');
  });

  it('reports a reading that finished between the read of the run and the read of its job as done, not failed', async () => {
    await expect(facts(true, 'done').status()).resolves.toBe('done');
  });

  it('reports a run whose job ended without finishing it as failed', async () => {
    await expect(facts(true, 'processing').status()).resolves.toBe('failed');
    await expect(facts(true, undefined).status()).resolves.toBe('failed');
  });
});
