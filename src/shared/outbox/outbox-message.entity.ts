import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { TimestampProperty } from '../database/timestamps';
import type { JobName } from '../queue/jobs';

/**
 * A job recorded in the same transaction as the change that caused it, and queued
 * only after that transaction commits: a rolled-back change never sends an email,
 * and a crash between commit and queueing loses nothing (the relay sweeps). Rows
 * are deleted once queued, so payloads such as one-time codes do not linger here.
 */
@Entity({ tableName: 'outbox_message' })
export class OutboxMessage {
  @PrimaryKey()
  id!: number;

  @Property({ length: 100 })
  job!: JobName;

  @Property({ type: 'json' })
  payload!: object;

  @TimestampProperty()
  createdAt: Date = new Date();
}
