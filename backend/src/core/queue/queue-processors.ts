import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import type { OutboxJobData } from './job-handler';
import { config } from '../config/config';
import { JobDispatcher } from './job-dispatcher';
import { QueueName } from './jobs';

/**
 * Jobs a worker runs at once, per queue. The compliance scan waits mostly on PostgreSQL and every collector message
 * passes through it (50 a second under load), so it runs more at once; the pool (10 connections) is the ceiling.
 */
const CONCURRENCY: Partial<Record<QueueName, number>> = {
  [QueueName.ComplianceScan]: 8,
  // Reading papers is CPU work (OCR) through one tesseract worker per process: one document at a time.
  [QueueName.DocumentExtraction]: 1,
  // An export holds a database cursor and a file for its whole run: two at a time per worker.
  [QueueName.Exports]: 2,
  // A settlement rule's answer waits mostly on PostgreSQL (one read, then the negotiation transaction) and every
  // consumer offer passes through it: the consumer watches their page for it.
  [QueueName.AutoAnswer]: 8,
};

/** Read when the processors are declared (module load), like the worker's other settings: QUEUE_LOCK_MS. */
const lockMs = config().QUEUE_LOCK_MS;

/** One BullMQ worker per queue; each only hands the job to the dispatcher. */
function processorFor(queue: QueueName) {
  @Processor(queue, { concurrency: CONCURRENCY[queue] ?? 4, lockDuration: lockMs, stalledInterval: lockMs })
  class QueueProcessor extends WorkerHost {
    constructor(readonly dispatcher: JobDispatcher) {
      super();
    }
    process(job: Job<OutboxJobData>): Promise<void> {
      return this.dispatcher.dispatch(job);
    }
  }
  Object.defineProperty(QueueProcessor, 'name', { value: `${queue}-processor` });
  return QueueProcessor;
}

export const QUEUE_PROCESSORS = Object.values(QueueName).map(processorFor);
