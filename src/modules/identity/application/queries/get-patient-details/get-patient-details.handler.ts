import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { SexAtBirth } from '../../../infrastructure/user.entity';
import { GetPatientDetailsQuery, PatientDetails } from './get-patient-details.query';

interface PatientRow {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string;
  mobile: string | null;
  birth_date: string | null;
  sex_at_birth: SexAtBirth | null;
}

/**
 * Plain SQL for the columns asked for: every email the shop sends starts here (a renewal
 * batch asks thousands of times a minute), and an ORM find costs twice as much CPU.
 */
@QueryHandler(GetPatientDetailsQuery)
export class GetPatientDetailsHandler implements IQueryHandler<GetPatientDetailsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetPatientDetailsQuery): Promise<PatientDetails | null> {
    const [user] = await this.em
      .getConnection()
      .execute<PatientRow[]>(
        'select id, first_name, last_name, email, mobile, birth_date::text as birth_date, sex_at_birth from users where id = ?',
        [userId],
        'all',
        this.em.getTransactionContext(),
      );
    if (!user) return null;
    return {
      id: user.id,
      firstName: user.first_name ?? '',
      lastName: user.last_name ?? '',
      email: user.email,
      mobile: user.mobile ?? undefined,
      birthDate: user.birth_date ?? undefined,
      sexAtBirth: user.sex_at_birth ?? undefined,
    };
  }
}
