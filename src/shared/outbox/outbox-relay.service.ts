import { EntityManager, EventSubscriber, FlushEventArgs, TransactionEventArgs } from '@mikro-orm/core';
import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { JOB_OPTIONS, QUEUE_NAMES, QUEUE_OF_JOB, QueueName } from '../queue/jobs';
import { OutboxMessage } from './outbox-message.entity';

const BATCH_SIZE = 100;
/**
 * How long a commit's relay may wait for other commits to join it. Busy workers (the renewal
 * batch commits hundreds of times a second) then move several rows per relay, not one each.
 */
const GATHER_MS = 50;

/** Moves committed outbox rows onto their BullMQ queues. */
@Injectable()
export class OutboxRelay implements OnModuleInit, OnApplicationShutdown, EventSubscriber {
  private readonly logger = new Logger(OutboxRelay.name);
  private readonly queues: Record<QueueName, Queue>;
  private running: Promise<void> | undefined;
  private rerunRequested = false;
  private gathering: NodeJS.Timeout | undefined;
  /** Transactions (em.transactional forks) that flushed an outbox row and have not committed yet. */
  private readonly wroteInTransaction = new WeakSet<EntityManager>();

  constructor(
    private readonly em: EntityManager,
    moduleRef: ModuleRef,
  ) {
    this.queues = Object.fromEntries(QUEUE_NAMES.map((name) => [name, moduleRef.get<Queue>(getQueueToken(name), { strict: false })])) as Record<QueueName, Queue>;
  }

  onModuleInit(): void {
    this.em.getEventManager().registerSubscriber(this);
  }

  /** Rows not yet relayed stay in the outbox for the worker's sweeper. */
  async onApplicationShutdown(): Promise<void> {
    clearTimeout(this.gathering);
    this.gathering = undefined;
    await this.running;
  }

  /**
   * Inside em.transactional() the flush's change sets are cleared before the commit, so the
   * commit hook below cannot see them: note the outbox write here instead.
   */
  afterFlush(args: FlushEventArgs): void {
    if (args.em.isInTransaction() && args.uow.getChangeSets().some((changeSet) => changeSet.entity instanceof OutboxMessage)) this.wroteInTransaction.add(args.em);
  }

  afterTransactionCommit(args: TransactionEventArgs): void {
    const wroteOutbox = this.wroteInTransaction.delete(args.em) || args.uow?.getChangeSets().some((changeSet) => changeSet.entity instanceof OutboxMessage);
    if (wroteOutbox) this.relaySoon();
  }

  afterTransactionRollback(args: TransactionEventArgs): void {
    this.wroteInTransaction.delete(args.em);
  }

  /** Relays within GATHER_MS, together with whatever else commits meanwhile. */
  private relaySoon(): void {
    if (this.gathering) return;
    this.gathering = setTimeout(() => {
      this.gathering = undefined;
      void this.relayPending();
    }, GATHER_MS);
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
      // Claimed and deleted in one statement, in plain SQL as this runs after nearly every commit.
      // SKIP LOCKED lets the API and several workers relay side by side without sending a row
      // twice; the delete only commits once the jobs are queued.
      const pending: Pick<OutboxMessage, 'id' | 'job' | 'payload'>[] = await em.getConnection().execute(
        `delete from outbox_message where id in (select id from outbox_message order by id limit ? for update skip locked) returning id, job, payload`,
        [BATCH_SIZE],
        'all',
        em.getTransactionContext(),
      );
      pending.sort((a, b) => a.id - b.id); // `returning` keeps no order: queue them oldest first
      for (const queue of new Set(pending.map((message) => QUEUE_OF_JOB[message.job]))) {
        // The job id is the outbox id: if we crash after queueing but before this delete
        // commits, the next sweep's add is recognised as the same job and ignored.
        const jobs = pending.filter((message) => QUEUE_OF_JOB[message.job] === queue).map((message) => ({ name: message.job, data: message.payload, opts: { ...JOB_OPTIONS[message.job], jobId: `outbox-${message.id}` } }));
        await this.queues[queue].addBulk(jobs);
      }
      return pending.length;
    });
  }
}
