import { EntityManager } from '@mikro-orm/postgresql';
import type { EntityManager as AnyEntityManager, EventSubscriber, FlushEventArgs, Transaction, TransactionEventArgs } from '@mikro-orm/core';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { isPublicData } from './public-data.decorator';
import { PublicDataVersion } from './public-data-version';

/**
 * Bumps the public data version after every committed flush that changed a `@PublicData()`
 * entity, whichever command (or test, or script) made it: a staff price edit, a prescriber
 * profile, a pharmacist signing in as responsible pharmacist. A flush inside a longer
 * transaction bumps once that transaction commits, so no process reloads the old rows
 * in between and keeps them.
 */
@Injectable()
export class PublicDataWatch implements EventSubscriber, OnModuleInit {
  /**
   * The open (root) transactions that flushed a public data change: each bumps when it commits.
   * Kept per transaction, so another transaction committing first neither bumps early for it nor
   * clears its change.
   */
  private readonly changedIn = new Set<Transaction>();

  constructor(
    private readonly em: EntityManager,
    private readonly version: PublicDataVersion,
  ) {}

  onModuleInit(): void {
    this.em.getEventManager().registerSubscriber(this);
  }

  async afterFlush({ em, uow }: FlushEventArgs): Promise<void> {
    if (![...uow.getChangeSets()].some((changeSet) => isPublicData(changeSet.entity))) return;
    await this.publicDataChanged(em);
  }

  /**
   * For a change made around the unit of work (a native update or raw SQL, which no flush
   * sees): the version moves on when the change commits, or at once outside a transaction.
   */
  async publicDataChanged(em: AnyEntityManager): Promise<void> {
    const transaction = em.getTransactionContext<Transaction>();
    if (transaction) this.changedIn.add(rootOf(transaction));
    else await this.version.bump();
  }

  async afterTransactionCommit({ transaction }: TransactionEventArgs): Promise<void> {
    if (!transaction || !this.changedIn.delete(transaction)) return;
    await this.version.bump();
  }

  afterTransactionRollback({ transaction }: TransactionEventArgs): void {
    if (transaction) this.changedIn.delete(transaction);
  }
}

/**
 * The root transaction a nested one (a savepoint) belongs to: MikroORM fires the commit hooks for
 * the root only, and marks each nested transaction with its parent under a private symbol.
 */
function rootOf(transaction: Transaction): Transaction {
  const parentKey = Object.getOwnPropertySymbols(transaction).find((key) => key.description === 'parentTransaction');
  const parent = parentKey ? (transaction as unknown as Record<symbol, Transaction | undefined>)[parentKey] : undefined;
  return parent ? rootOf(parent) : transaction;
}
