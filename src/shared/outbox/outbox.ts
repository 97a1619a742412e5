import type { EntityManager } from '@mikro-orm/core';
import type { JobName, JobPayloads } from '../queue/jobs';
import { OutboxMessage } from './outbox-message.entity';

/** Records a job to run once the caller's unit of work commits. The caller flushes. */
export function addToOutbox<J extends JobName>(em: EntityManager, job: J, payload: JobPayloads[J]): void {
  const message = new OutboxMessage();
  message.job = job;
  message.payload = payload;
  em.persist(message);
}
