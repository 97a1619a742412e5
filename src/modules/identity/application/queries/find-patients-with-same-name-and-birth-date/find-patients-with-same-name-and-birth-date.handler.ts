import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { OtherPatient } from '../find-patients-at-same-address/find-patients-at-same-address.query';
import { FindPatientsWithSameNameAndBirthDateQuery } from './find-patients-with-same-name-and-birth-date.query';

/** One lookup on users_same_person_index (birth_date, lower(first_name), lower(last_name)); erased accounts are left out. */
@QueryHandler(FindPatientsWithSameNameAndBirthDateQuery)
export class FindPatientsWithSameNameAndBirthDateHandler implements IQueryHandler<FindPatientsWithSameNameAndBirthDateQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: FindPatientsWithSameNameAndBirthDateQuery): Promise<OtherPatient[]> {
    const rows = await this.em.getConnection().execute<{ id: number; first_name: string; last_name: string }[]>(
      `select other.id, other.first_name, other.last_name
         from users me join users other
           on other.birth_date = me.birth_date and lower(other.first_name) = lower(me.first_name) and lower(other.last_name) = lower(me.last_name)
        where me.id = ? and other.id <> me.id and other.role = 'customer' and other.restricted_at is null
        order by other.id limit 20`,
      [userId],
    );
    return rows.map((row) => ({ userId: row.id, name: `${row.first_name} ${row.last_name}` }));
  }
}
