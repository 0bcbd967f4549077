import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { JOB_QUEUE, JobName, JobPayloads, jobIdFor } from './jobs';
import { OutboxMessage } from './outbox-message.entity';

@Injectable()
export class OutboxService {
  /**
   * Adds a job to the outbox through `em` (the caller's unit of work): it is written when the caller's transaction
   * commits, and only then relayed. `key` identifies the change that causes the job (e.g. a token id) so the same
   * change never yields two jobs; without one a random key is used. `runAt` delays the job until then (real time).
   */
  enqueue<N extends JobName>(
    em: EntityManager,
    name: N,
    payload: JobPayloads[N],
    key?: string,
    opts: { runAt?: Date } = {},
  ): OutboxMessage {
    const message = em.create(OutboxMessage, {
      queue: JOB_QUEUE[name],
      jobName: name,
      jobId: jobIdFor(name, key ?? randomUUID()),
      payload: payload as unknown as Record<string, unknown>,
      runAt: opts.runAt ?? null,
    });
    em.persist(message);
    return message;
  }
}
