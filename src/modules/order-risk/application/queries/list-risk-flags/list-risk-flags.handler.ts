import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetPeopleByIdQuery } from '../../../../identity';
import { FLAG_LABELS } from '../../../domain/order-risk.errors';
import { OrderRiskFlag } from '../../../infrastructure/order-risk-flag.entity';
import { ReviewChecks } from '../../review-checks';
import { RiskAssessor } from '../../risk-assessor';
import { ListRiskFlagsQuery, RiskFlagView } from './list-risk-flags.query';

/** Runs the review check first if the worker has not yet, so the prescriber never sees an unchecked order as clear. */
@QueryHandler(ListRiskFlagsQuery)
export class ListRiskFlagsHandler implements IQueryHandler<ListRiskFlagsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly checks: ReviewChecks,
    private readonly assessor: RiskAssessor,
  ) {}

  async execute({ subscriptionId }: ListRiskFlagsQuery): Promise<RiskFlagView[]> {
    // Checked here (the worker had not yet): the list's count follows at once.
    if (await this.checks.ensureReviewChecked(subscriptionId)) await this.assessor.publishOpenCount(subscriptionId);
    const flags = await this.em.fork().find(OrderRiskFlag, { subscriptionId }, { orderBy: { id: 'desc' } });
    const people = await this.queries.execute(new GetPeopleByIdQuery([...new Set(flags.flatMap((flag) => (flag.acknowledgedBy ? [flag.acknowledgedBy] : [])))]));
    return flags
      .sort((a, b) => Number(Boolean(a.acknowledgedAt)) - Number(Boolean(b.acknowledgedAt)))
      .map((flag) => ({
        id: flag.id,
        kind: flag.kind,
        label: FLAG_LABELS[flag.kind],
        details: flag.details,
        occasion: flag.occasion,
        raisedAt: flag.raisedAt.toISOString(),
        acknowledgedAt: flag.acknowledgedAt?.toISOString() ?? null,
        acknowledgedBy: flag.acknowledgedBy ? (people[flag.acknowledgedBy]?.name ?? `Staff #${flag.acknowledgedBy}`) : null,
        note: flag.note ?? null,
      }));
  }
}
