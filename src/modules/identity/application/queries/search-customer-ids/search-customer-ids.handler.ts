import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SearchCustomerIdsQuery } from './search-customer-ids.query';

/** LIKE's own wildcards in what staff type are searched for literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

@QueryHandler(SearchCustomerIdsQuery)
export class SearchCustomerIdsHandler implements IQueryHandler<SearchCustomerIdsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ keyword, limit }: SearchCustomerIdsQuery): Promise<number[]> {
    const prefix = `${escapeLike(keyword.trim().toLowerCase())}%`;
    // Each expression matches one of the prefix indexes on users (user.entity.ts) exactly.
    // Erased accounts are restricted: what is kept stays reachable by its own reference (an order's page, the POM register), never by searching for a person.
    const rows: { id: number }[] = await this.em.getConnection().execute(
      `select id from users
        where role = 'customer' and restricted_at is null
          and (email like ? or lower(first_name) like ? or lower(last_name) like ?
               or lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) like ?)
        order by id desc limit ?`,
      [prefix, prefix, prefix, prefix, limit],
    );
    return rows.map((row) => row.id);
  }
}
