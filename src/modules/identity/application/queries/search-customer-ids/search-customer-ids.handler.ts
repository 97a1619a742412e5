import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SearchCustomerIdsQuery } from './search-customer-ids.query';

/** LIKE's own wildcards in what staff type are searched for literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** How many of the newest customers are looked through first, before the prefix indexes are asked for every match. */
export const NEWEST_WINDOW = 1_000;

// Each expression matches one of the prefix indexes on users (user.entity.ts) exactly.
// Erased accounts are restricted: what is kept stays reachable by its own reference (an order's page, the POM register), never by searching for a person.
const CUSTOMERS = `role = 'customer' and restricted_at is null`;
const MATCHES = `(email like ? or lower(first_name) like ? or lower(last_name) like ?
                  or lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) like ?)`;

/**
 * Two ways to find the newest matches, because PostgreSQL cannot tell in advance which is fast:
 * its estimate of how many customers a prefix matches can be off fivefold ('priya campbell':
 * 1,010 expected, 148 found), and a wrong guess either walked all 100,000 customers newest first
 * (75 ms) or sorted every match of a short word (56 ms for 'a'). So the newest customers are
 * looked through first, a bounded walk of the primary key that finds a common name or a short
 * prefix there; only a search with fewer matches than that among them asks the prefix indexes
 * for every match and sorts those few (docs/benchmarks.md, 'Back-office list').
 */
@QueryHandler(SearchCustomerIdsQuery)
export class SearchCustomerIdsHandler implements IQueryHandler<SearchCustomerIdsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ keyword, limit }: SearchCustomerIdsQuery): Promise<number[]> {
    const prefix = `${escapeLike(keyword.trim().toLowerCase())}%`;
    const prefixes = [prefix, prefix, prefix, prefix];
    const connection = this.em.getConnection();
    const amongNewest: { id: number }[] = await connection.execute(
      `select id from (select id, ${MATCHES} as matches from users where ${CUSTOMERS} order by id desc limit ?) newest
        where matches order by id desc limit ?`,
      [...prefixes, NEWEST_WINDOW, limit],
    );
    if (amongNewest.length === limit) return amongNewest.map((row) => row.id);
    // Sorted by `id + 0`, a value rather than the primary key's order, so the planner gathers the
    // matches from the prefix indexes instead of walking every customer newest first.
    const all: { id: number }[] = await connection.execute(`select id from users where ${CUSTOMERS} and ${MATCHES} order by id + 0 desc limit ?`, [...prefixes, limit]);
    return all.map((row) => row.id);
  }
}
