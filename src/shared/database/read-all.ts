import type { EntityManager } from '@mikro-orm/core';

type Results<T extends readonly (() => unknown)[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Runs independent reads and gives back their results in order: side by side when each can
 * take a pooled connection of its own, one after another inside a transaction, whose single
 * connection takes one query at a time (pg queues a second today and refuses it from pg 9).
 * A query handler cannot know which it is in: a GP letter's facts are gathered inside the
 * reaction's transaction, a document printed by staff outside one.
 */
export async function readAll<const T extends readonly (() => unknown)[]>(em: EntityManager, reads: T): Promise<Results<T>> {
  if (!em.isInTransaction()) return (await Promise.all(reads.map((read) => read()))) as Results<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<T>;
}
