import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { arrayLiteral } from '../../../../../shared/database/array-literal';
import { GetPeopleByIdQuery, PersonName } from './get-people-by-id.query';

@QueryHandler(GetPeopleByIdQuery)
export class GetPeopleByIdHandler implements IQueryHandler<GetPeopleByIdQuery> {
  constructor(private readonly em: EntityManager) {}

  /** Plain rows, no entities: the back-office list asks for up to 1,000 at a time. */
  async execute({ userIds }: GetPeopleByIdQuery): Promise<Record<number, PersonName>> {
    if (userIds.length === 0) return {};
    const rows = await this.em
      .getConnection()
      .execute<{ id: number; email: string; first_name: string | null; last_name: string | null }[]>('select id, email, first_name, last_name from users where id = any(?::int[])', [arrayLiteral(userIds)]);
    return Object.fromEntries(rows.map((row) => [row.id, { name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || row.email, email: row.email }]));
  }
}
