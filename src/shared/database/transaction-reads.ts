import type { EntityManager } from '@mikro-orm/core';

/**
 * Rows read ahead inside one transaction, by key, for the reads that follow in the same one: a
 * renewal batch reads for all its renewals in one statement what each would otherwise read alone.
 * Kept by transaction, so nothing outlives it, and nothing is kept outside one. The caller says
 * why what it keeps stays true for the transaction's length (the row locks it holds, say).
 */
export class TransactionReads<K, V> {
  private readonly byTransaction = new WeakMap<object, Map<K, V>>();

  /** The reads kept for the transaction `em` is in; undefined outside one. */
  in(em: EntityManager): Map<K, V> | undefined {
    const transaction = em.getTransactionContext<object>();
    if (!transaction) return undefined;
    const reads = this.byTransaction.get(transaction) ?? new Map<K, V>();
    this.byTransaction.set(transaction, reads);
    return reads;
  }
}
