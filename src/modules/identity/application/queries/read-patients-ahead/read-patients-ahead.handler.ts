import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PatientDetailsReads } from '../../patient-details-reads';
import { ReadPatientsAheadQuery } from './read-patients-ahead.query';

@QueryHandler(ReadPatientsAheadQuery)
export class ReadPatientsAheadHandler implements IQueryHandler<ReadPatientsAheadQuery> {
  constructor(private readonly patients: PatientDetailsReads) {}

  execute({ userIds }: ReadPatientsAheadQuery): Promise<void> {
    return this.patients.readAhead(userIds);
  }
}
