import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { SubscriptionStatus } from '../domain/subscription-status';

/** Past this many delta rows, the read folds them into one row per status (a handful of rows to sum, whatever the history). */
const FOLD_AFTER_ROWS = 64;
/** Takes turns folding (pg_try_advisory_xact_lock): a second reader skips the fold rather than waiting on the first's rows. */
const FOLD_LOCK_KEY = 20_261_129;

/**
 * How many unrestricted subscriptions (`restricted_at is null`, those the back-office list shows)
 * each status has, without counting 100,000 rows: `subscription_status_count` holds signed
 * deltas that triggers on `subscription` insert with every change (migration
 * 20261129010000_StaffListStatusCounts, ADR 0014). Exact in the reader's snapshot.
 */
@Injectable()
export class StaffListCounts {
  constructor(private readonly em: EntityManager) {}

  /** The count of one status, or of every status when none is given. */
  async unrestricted(status?: SubscriptionStatus): Promise<number> {
    const connection = this.em.getConnection();
    const [{ total, entries }] = await connection.execute<{ total: string | null; entries: string }[]>(
      `select sum(delta) as total, (select count(*) from subscription_status_count) as entries from subscription_status_count${status ? ' where status = ?' : ''}`,
      status ? [status] : [],
    );
    if (Number(entries) > FOLD_AFTER_ROWS) await this.fold();
    return Number(total ?? 0);
  }

  /**
   * Replaces the rows with their sum per status, in one statement (one transaction): the rows it
   * deletes are exactly those it adds up, and rows that writers insert meanwhile are not in its
   * snapshot, so they stay. Writers only ever insert, so nothing waits for this but another fold.
   */
  async fold(): Promise<void> {
    await this.em.getConnection().execute(
      `with folded as (
         delete from subscription_status_count where (select pg_try_advisory_xact_lock(?)) returning status, delta
       )
       insert into subscription_status_count (status, delta) select status, sum(delta) from folded group by status having sum(delta) <> 0`,
      [FOLD_LOCK_KEY],
    );
  }
}
