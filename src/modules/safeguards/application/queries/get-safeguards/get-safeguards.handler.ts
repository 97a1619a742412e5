import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { RecordAuditEntryCommand } from '../../../../audit';
import { IndependentVerification } from '../../../infrastructure/independent-verification.entity';
import { SafeguardAssessor } from '../../safeguard-assessor';
import { GetSafeguardsQuery, type SafeguardsView } from './get-safeguards.query';

@QueryHandler(GetSafeguardsQuery)
export class GetSafeguardsHandler implements IQueryHandler<GetSafeguardsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly assessor: SafeguardAssessor,
  ) {}

  async execute({ subscriptionId, viewedByUserId }: GetSafeguardsQuery): Promise<SafeguardsView | null> {
    const assessment = await this.assessor.assess(subscriptionId);
    if (!assessment) return null;
    // Every verification of the subscription, those relied on by earlier decisions too: the record of what each rested on.
    const verifications = await this.em.find(IndependentVerification, { subscriptionId }, { orderBy: { id: 'asc' } });
    if (verifications.length) {
      await this.commands.execute(
        new RecordAuditEntryCommand({
          actorId: viewedByUserId,
          action: 'safeguards.verifications.viewed',
          summary: 'Viewed the independent verifications of a review',
          customerId: assessment.subscription.userId,
          subscriptionId,
          subject: `subscription:${subscriptionId}`,
        }),
      );
      await this.em.flush();
    }
    return {
      subscriptionId,
      patientId: assessment.subscription.userId,
      medicines: assessment.medicines,
      gpStatus: assessment.gpStatus,
      requirements: assessment.requirements,
      verifications: verifications.map(({ id, kind, method, tookPlaceAt, summary, prescriberUserId, gpResponder, gpLetterId, recordedAt, reliedOnAt }) => ({
        id,
        kind,
        method,
        tookPlaceAt,
        summary,
        prescriberUserId,
        gpResponder,
        gpLetterId,
        recordedAt,
        reliedOnAt,
      })),
    };
  }
}
