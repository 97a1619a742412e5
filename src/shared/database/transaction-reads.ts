import type { EntityManager } from '@mikro-orm/core';

/**
 * Rows read ahead inside one transaction, by key, for the reads that follow in the same one: a
 * renewal batch reads for all its renewals in one statement what each would otherwise read alone.
 * Kept by transaction, so nothing outlives it, and nothing is kept outside one. The caller says
 * why what it keeps stays true for the transaction's length (the row locks it holds, say).
 */
export class TransactionReads<K, V> {
  private readonly byTransaction = new WeakMap<object, Map<K, V>>();

  /** Keeps what `read` returns for the transaction `em` is in; outside one, reads nothing. */
  async readAhead(em: EntityManager, read: () => Promise<Iterable<[K, V]>>): Promise<void> {
    const kept = this.keptIn(em);
    if (!kept) return;
    for (const [key, value] of await read()) kept.set(key, value);
  }

  /** Keeps one value read in the transaction, for a later `get` or `take` in it. */
  keep(em: EntityManager, key: K, value: V): void {
    this.keptIn(em)?.set(key, value);
  }

  /** The value kept for `key` in this transaction, or what `read` gives (not kept). */
  async get(em: EntityManager, key: K, read: () => Promise<V>): Promise<V> {
    const kept = this.keptIn(em);
    return kept?.has(key) ? (kept.get(key) as V) : read();
  }

  /** The value kept for `key`, given up so a later read of it reads afresh; `found: false` when none was kept. */
  take(em: EntityManager, key: K): { found: true; value: V } | { found: false } {
    const kept = this.keptIn(em);
    if (!kept?.has(key)) return { found: false };
    const value = kept.get(key) as V;
    kept.delete(key);
    return { found: true, value };
  }

  private keptIn(em: EntityManager): Map<K, V> | undefined {
    const transaction = em.getTransactionContext<object>();
    if (!transaction) return undefined;
    const kept = this.byTransaction.get(transaction) ?? new Map<K, V>();
    this.byTransaction.set(transaction, kept);
    return kept;
  }
}
