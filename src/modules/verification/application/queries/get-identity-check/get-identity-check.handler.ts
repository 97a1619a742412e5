import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { IdentitySummaries } from '../../identity-summaries';
import { GetIdentityCheckQuery } from './get-identity-check.query';

@QueryHandler(GetIdentityCheckQuery)
export class GetIdentityCheckHandler implements IQueryHandler<GetIdentityCheckQuery> {
  constructor(private readonly summaries: IdentitySummaries) {}

  execute({ patientUserId }: GetIdentityCheckQuery) {
    return this.summaries.ofPatient(patientUserId);
  }
}
