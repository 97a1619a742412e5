import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SearchCustomerIdsQuery } from './search-customer-ids.query';

/** LIKE's own wildcards in what staff type are searched for literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

@QueryHandler(SearchCustomerIdsQuery)
export class SearchCustomerIdsHandler implements IQueryHandler<SearchCustomerIdsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ keyword, limit }: SearchCustomerIdsQuery): Promise<number[]> {
    const pattern = `%${escapeLike(keyword.trim().toLowerCase())}%`;
    // The expressions match the trigram indexes users_email_trgm and users_full_name_trgm exactly.
    const rows: { id: number }[] = await this.em.getConnection().execute(
      `select id from users
        where role = 'customer'
          and (email like ? or lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) like ?)
        order by id desc limit ?`,
      [pattern, pattern, limit],
    );
    return rows.map((row) => row.id);
  }
}
