import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { JOB_QUEUE, JobName, jobIdFor, type NotifyConsumerPayload, type QueueName } from '../../core/queue/jobs';
import { OutboxMessage } from '../../core/queue/outbox-message.entity';
import { OutboxService } from '../../core/queue/outbox.service';

/**
 * Tells a consumer about an account event. Call `notify` inside the writer's transaction with its entity manager:
 * the notify job is written to the outbox with the change, or not at all, so each event notifies once. Which
 * channels, whether the consumer opted out and when (contact hours) are decided by the worker.
 */
@Injectable()
export class ConsumerNotifier {
  constructor(private readonly outbox: OutboxService) {}

  notify(em: EntityManager, event: Omit<NotifyConsumerPayload, 'key'>): void {
    // A fresh key: ids of events repeat after a database reset, and a job id must never be reused.
    const key = `${event.kind}.${event.customerDocumentId}.${randomUUID()}`;
    this.outbox.enqueue(em, JobName.NotifyConsumer, { ...event, key }, key);
  }

  /**
   * The outbox row of a notify job written once per change, for a writer that adds it to its own statement (a
   * chat message delivered by the scan's one statement): its id comes from the kind and `key`, which must name the
   * change for ever (an id and its creation time), so whoever writes it how many times, it is queued once.
   */
  onceRow(event: Omit<NotifyConsumerPayload, 'key'>, key: string): { queue: QueueName; jobName: JobName; jobId: string; payload: NotifyConsumerPayload } {
    const k = `${event.kind}.${key}`;
    return { queue: JOB_QUEUE[JobName.NotifyConsumer], jobName: JobName.NotifyConsumer, jobId: jobIdFor(JobName.NotifyConsumer, k), payload: { ...event, key: k } };
  }

  /** `onceRow` written through `em`: inside the caller's transaction when `em` is one's. */
  async notifyOnce(em: EntityManager, event: Omit<NotifyConsumerPayload, 'key'>, key: string): Promise<void> {
    const row = this.onceRow(event, key);
    await em
      .createQueryBuilder(OutboxMessage)
      .insert({ queue: row.queue, jobName: row.jobName, jobId: row.jobId, payload: row.payload as unknown as Record<string, unknown> })
      .onConflict('job_id')
      .ignore()
      .execute('run');
  }
}
