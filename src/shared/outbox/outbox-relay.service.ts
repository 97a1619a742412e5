import { EntityManager, EventSubscriber, FlushEventArgs, LockMode, TransactionEventArgs } from '@mikro-orm/core';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { JOB_OPTIONS, QUEUE_OF_JOB, QueueName } from '../queue/jobs';
import { OutboxMessage } from './outbox-message.entity';

const BATCH_SIZE = 100;

/** Moves committed outbox rows onto their BullMQ queues. */
@Injectable()
export class OutboxRelay implements OnModuleInit, EventSubscriber {
  private readonly logger = new Logger(OutboxRelay.name);
  private readonly queues: Record<QueueName, Queue>;
  private running: Promise<void> | undefined;
  private rerunRequested = false;
  /** An outbox row was flushed inside an explicit transaction (em.transactional), whose commit comes later. */
  private wroteInTransaction = false;

  constructor(
    private readonly em: EntityManager,
    @InjectQueue('email') emailQueue: Queue,
    @InjectQueue('documents') documentsQueue: Queue,
    @InjectQueue('exports') exportsQueue: Queue,
    @InjectQueue('scheduled') scheduledQueue: Queue,
    @InjectQueue('renewals') renewalsQueue: Queue,
  ) {
    this.queues = { email: emailQueue, documents: documentsQueue, exports: exportsQueue, scheduled: scheduledQueue, renewals: renewalsQueue };
  }

  onModuleInit(): void {
    this.em.getEventManager().registerSubscriber(this);
  }

  /**
   * Inside em.transactional() the flush's change sets are cleared before the commit, so the
   * commit hook below cannot see them: note the outbox write here instead.
   */
  afterFlush(args: FlushEventArgs): void {
    if (args.em.isInTransaction() && args.uow.getChangeSets().some((changeSet) => changeSet.entity instanceof OutboxMessage)) this.wroteInTransaction = true;
  }

  /** Any commit may have added outbox rows; relaying an empty outbox costs one indexed query. */
  afterTransactionCommit(args: TransactionEventArgs): void {
    const wroteOutbox = this.wroteInTransaction || args.uow?.getChangeSets().some((changeSet) => changeSet.entity instanceof OutboxMessage);
    this.wroteInTransaction = false;
    if (wroteOutbox) void this.relayPending();
  }

  /** Relays every pending row; concurrent calls coalesce into one extra pass. */
  relayPending(): Promise<void> {
    if (this.running) {
      this.rerunRequested = true;
      return this.running;
    }
    this.running = this.relayUntilEmpty()
      .catch((error: unknown) => this.logger.error({ err: error }, 'Outbox relay failed; the next sweep retries'))
      .finally(() => {
        this.running = undefined;
        if (this.rerunRequested) {
          this.rerunRequested = false;
          void this.relayPending();
        }
      });
    return this.running;
  }

  private async relayUntilEmpty(): Promise<void> {
    while ((await this.relayBatch()) === BATCH_SIZE);
  }

  private async relayBatch(): Promise<number> {
    return this.em.fork().transactional(async (em) => {
      // SKIP LOCKED lets the API and several workers relay side by side without sending a row twice.
      const pending = await em.find(OutboxMessage, {}, { orderBy: { id: 'asc' }, limit: BATCH_SIZE, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE });
      for (const message of pending) {
        // The job id is the outbox id: if we crash after queueing but before this delete
        // commits, the next sweep's add is recognised as the same job and ignored.
        await this.queues[QUEUE_OF_JOB[message.job]].add(message.job, message.payload, { ...JOB_OPTIONS[message.job], jobId: `outbox-${message.id}` });
        em.remove(message);
      }
      return pending.length;
    });
  }
}
