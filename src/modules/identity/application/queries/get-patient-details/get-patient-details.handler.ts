import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PatientDetailsReads } from '../../patient-details-reads';
import { GetPatientDetailsQuery, PatientDetails } from './get-patient-details.query';

@QueryHandler(GetPatientDetailsQuery)
export class GetPatientDetailsHandler implements IQueryHandler<GetPatientDetailsQuery> {
  constructor(private readonly patients: PatientDetailsReads) {}

  execute({ userId }: GetPatientDetailsQuery): Promise<PatientDetails | null> {
    return this.patients.of(userId);
  }
}
