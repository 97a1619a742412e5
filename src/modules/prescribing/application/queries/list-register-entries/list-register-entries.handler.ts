import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { registerRow } from '../../../domain/register-row';
import { PomRegisterEntry } from '../../../infrastructure/pom-register-entry.entity';
import { registerWhere } from '../../register-filter';
import { ListRegisterEntriesQuery, RegisterPage } from './list-register-entries.query';

@QueryHandler(ListRegisterEntriesQuery)
export class ListRegisterEntriesHandler implements IQueryHandler<ListRegisterEntriesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filters, page, perPage }: ListRegisterEntriesQuery): Promise<RegisterPage> {
    const [entries, total] = await this.em.findAndCount(PomRegisterEntry, registerWhere(filters), {
      orderBy: { dateDispensed: 'desc', id: 'desc' },
      limit: perPage,
      offset: (page - 1) * perPage,
    });
    return {
      data: entries.map((entry) => registerRow({ ...entry, batchNumber: entry.batchNumber ?? null, batchExpiresOn: entry.batchExpiresOn ?? null, supplyNumber: entry.supplyNumber ?? null, suppliesAuthorised: entry.suppliesAuthorised ?? null, correctsEntryId: entry.correctsEntryId ?? null, correctionReason: entry.correctionReason ?? null })),
      page,
      per_page: perPage,
      total,
    };
  }
}
