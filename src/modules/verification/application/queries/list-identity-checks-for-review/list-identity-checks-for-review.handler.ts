import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { readAll } from '../../../../../shared/database/read-all';
import { GetPatientDetailsQuery } from '../../../../identity';
import { IdentityCheck } from '../../../infrastructure/identity-check.entity';
import { IdentitySummaries } from '../../identity-summaries';
import { ListIdentityChecksForReviewQuery, type IdentityCheckForReview } from './list-identity-checks-for-review.query';

/** A manual-review queue is short (a handful a day): at most 100 shown, oldest first. */
const QUEUE_LIMIT = 100;

@QueryHandler(ListIdentityChecksForReviewQuery)
export class ListIdentityChecksForReviewHandler implements IQueryHandler<ListIdentityChecksForReviewQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly summaries: IdentitySummaries,
    private readonly queries: QueryBus,
  ) {}

  async execute(): Promise<IdentityCheckForReview[]> {
    const checks = await this.em.find(IdentityCheck, { status: 'consider' }, { orderBy: { completedAt: 'asc', id: 'asc' }, limit: QUEUE_LIMIT });
    return readAll(
      this.em,
      checks.map((check) => async () => {
        const patient = await this.queries.execute(new GetPatientDetailsQuery(check.userId));
        return { ...(await this.summaries.ofCheck(check)), patientUserId: check.userId, patientName: patient ? `${patient.firstName} ${patient.lastName}` : `#${check.userId}`, subscriptionId: check.subscriptionId ?? null };
      }),
    );
  }
}
