import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SearchTooShortError } from '../../../domain/general-practice.errors';
import { MAX_SEARCH_RESULTS, MIN_SEARCH_LENGTH, parsePracticeSearch } from '../../../domain/practice-search';
import { GpPractice } from '../../../infrastructure/gp-practice.entity';
import { practiceView, type PracticeView } from '../../gp-views';
import { SearchPracticesQuery } from './search-practices.query';

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

@QueryHandler(SearchPracticesQuery)
export class SearchPracticesHandler implements IQueryHandler<SearchPracticesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ text }: SearchPracticesQuery): Promise<PracticeView[]> {
    const search = parsePracticeSearch(text);
    if (!search) throw new SearchTooShortError(MIN_SEARCH_LENGTH);
    const knex = this.em.getKnex();
    const query = knex('gp_practice').select('ods_code', 'name', 'address', 'postcode', 'email').limit(MAX_SEARCH_RESULTS);
    if (search.kind === 'postcode') {
      // The expression matches the prefix index gp_practice_postcode_prefix.
      query.whereRaw(`replace(lower(postcode), ' ', '') like ?`, [`${likeEscaped(search.prefix)}%`]).orderBy([{ column: 'postcode' }, { column: 'name' }]);
    } else {
      // Every word somewhere in the name (the trigram index answers 'like' on any part); names that start with the text first.
      for (const word of search.text.split(' ')) query.whereRaw(`lower(name) like ?`, [`%${likeEscaped(word)}%`]);
      query.orderByRaw(`lower(name) like ? desc, name asc`, [`${likeEscaped(search.text)}%`]);
    }
    const rows: { ods_code: string; name: string; address: string; postcode: string; email: string }[] = await query;
    return rows.map((row) => practiceView(Object.assign(new GpPractice(), { odsCode: row.ods_code, name: row.name, address: row.address, postcode: row.postcode, email: row.email })));
  }
}
