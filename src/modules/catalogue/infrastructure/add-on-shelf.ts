import type { EntityManager } from '@mikro-orm/postgresql';

/*
 * The add-on shelf counts, changed in the caller's transaction by single conditional UPDATEs
 * relative to the row as it stands: never read first and written after, so two boxes at once
 * both count and neither can take a pack the other took. Each answers the packs left to sell
 * afterwards (null when the row did not change), for the callers that must tell the shop.
 */

/** One pack of `itemId` set aside for a box, if one is left: null when none is (or it is no add-on). */
export async function reservePack(em: EntityManager, itemId: number): Promise<number | null> {
  const [row] = await run(
    em,
    `update treatment_item set stock_reserved = stock_reserved + 1
      where id = ? and add_on and stock_on_hand - stock_reserved >= 1
      returning stock_on_hand - stock_reserved as available`,
    [itemId],
  );
  return row ? Number(row.available) : null;
}

/** `packs` reserved packs back on sale (never below none reserved). */
export async function releasePacks(em: EntityManager, itemId: number, packs: number): Promise<number | null> {
  const [row] = await run(
    em,
    `update treatment_item set stock_reserved = greatest(stock_reserved - ?, 0)
      where id = ? and add_on
      returning stock_on_hand - stock_reserved as available`,
    [packs, itemId],
  );
  return row ? Number(row.available) : null;
}

/**
 * `packs` packs off the shelf. Reserved ones leave both counts (what is left to sell is
 * unchanged); others (a box charged before reservations, or one whose reservation was given back
 * and that shipped all the same) leave the shelf alone, never below what is still reserved for
 * other boxes nor below 0: staff recount a shelf that was short.
 */
export async function takePacks(em: EntityManager, itemId: number, packs: number, { reserved }: { reserved: boolean }): Promise<number | null> {
  const sql = reserved
    ? `update treatment_item set stock_on_hand = greatest(stock_on_hand - ?, 0), stock_reserved = greatest(stock_reserved - ?, 0)
        where id = ? and add_on returning stock_on_hand - stock_reserved as available`
    : `update treatment_item set stock_on_hand = greatest(stock_on_hand - ?, stock_reserved)
        where id = ? and add_on returning stock_on_hand - stock_reserved as available`;
  const [row] = await run(em, sql, reserved ? [packs, packs, itemId] : [packs, itemId]);
  return row ? Number(row.available) : null;
}

function run(em: EntityManager, sql: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  return em.getConnection().execute(sql, params, 'all', em.getTransactionContext());
}
