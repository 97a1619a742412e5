import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { User } from '../../../infrastructure/user.entity';
import { GetPatientDetailsQuery, PatientDetails } from './get-patient-details.query';

@QueryHandler(GetPatientDetailsQuery)
export class GetPatientDetailsHandler implements IQueryHandler<GetPatientDetailsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetPatientDetailsQuery): Promise<PatientDetails | null> {
    const user = await this.em.findOne(User, userId);
    if (!user) return null;
    return {
      id: user.id,
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      email: user.email,
      mobile: user.mobile,
      birthDate: user.birthDate,
      sexAtBirth: user.sexAtBirth,
    };
  }
}
