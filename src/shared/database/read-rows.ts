import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Rows of a plain SQL read: inside a transaction on its connection (so it sees the transaction's
 * writes), otherwise from the readers' pool, as the ORM's own reads outside a transaction go (ADR
 * 0020), so a crowd of writers waiting on locks cannot hold up a page.
 */
export function readRows<T>(em: EntityManager, sql: string, params: readonly unknown[]): Promise<T[]> {
  const context = em.getTransactionContext();
  return em.getConnection(context ? 'write' : 'read').execute<T[]>(sql, [...params], 'all', context);
}
