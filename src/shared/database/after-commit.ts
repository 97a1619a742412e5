import { EntityManager, type EventSubscriber, type TransactionEventArgs } from '@mikro-orm/core';
import { Injectable, type OnModuleInit } from '@nestjs/common';

type Work = () => void;

/**
 * Runs a little in-memory work once the caller's unit of work has committed, and drops it if that
 * rolls back: for what must follow a change without being part of it, such as moving a metrics
 * counter (src/ops/business-metrics). Not durable: a crash between the commit and the work loses
 * it, and it is never retried. Work that must happen goes through the outbox (an after-commit
 * reaction, ADR 0008).
 *
 * Inside a transaction the work waits for the outermost one: releasing a savepoint commits nothing.
 * Outside one it waits for the caller's next flush, which commits in a transaction of its own.
 */
@Injectable()
export class AfterCommit implements OnModuleInit, EventSubscriber {
  /** By the outermost transaction (knex's), or by the entity manager that will flush. */
  private readonly waiting = new WeakMap<object, Work[]>();

  // Resolves to the caller's unit of work (its transaction, or the request's context).
  constructor(private readonly em: EntityManager) {}

  onModuleInit(): void {
    this.em.getEventManager().registerSubscriber(this);
  }

  run(work: Work): void {
    const context = this.em.getContext(false);
    const transaction = context.getTransactionContext<object>();
    const key = transaction ? outermost(transaction) : context;
    this.waiting.set(key, [...(this.waiting.get(key) ?? []), work]);
  }

  afterTransactionCommit({ em, transaction }: TransactionEventArgs): void {
    for (const key of [transaction, em]) {
      const work = key && this.waiting.get(key);
      if (!work) continue;
      this.waiting.delete(key);
      for (const each of work) each();
    }
  }

  afterTransactionRollback({ em, transaction }: TransactionEventArgs): void {
    if (transaction) this.waiting.delete(transaction);
    this.waiting.delete(em);
  }
}

/**
 * A savepoint's knex transaction points to its parent under MikroORM's `parentTransaction` symbol
 * (how MikroORM itself tells a root transaction, whose commit alone fires the commit hooks).
 */
function outermost(transaction: object): object {
  let current = transaction as Record<symbol, object | undefined>;
  for (;;) {
    const parentKey = Object.getOwnPropertySymbols(current).find((symbol) => symbol.description === 'parentTransaction');
    const parent = parentKey ? current[parentKey] : undefined;
    if (!parent) return current;
    current = parent as Record<symbol, object | undefined>;
  }
}
