import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { JOB_QUEUE, JobName, jobIdFor, type NotifyConsumerPayload } from '../../core/queue/jobs';
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
   * For a change already committed by a single statement (a chat message delivered by the scan): one notify job per
   * `key`, whoever calls it how many times. The key must name the change for ever (an id and its creation time).
   */
  async notifyOnce(em: EntityManager, event: Omit<NotifyConsumerPayload, 'key'>, key: string): Promise<void> {
    await em
      .getKnex()('outbox_messages')
      .insert({
        queue: JOB_QUEUE[JobName.NotifyConsumer],
        job_name: JobName.NotifyConsumer,
        job_id: jobIdFor(JobName.NotifyConsumer, `${event.kind}.${key}`),
        payload: JSON.stringify({ ...event, key: `${event.kind}.${key}` }),
      })
      .onConflict('job_id')
      .ignore();
  }
}
