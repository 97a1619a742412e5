import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { DomainEvents } from '../../../../../shared/events/domain-events';
import { RecordAuditEntryCommand } from '../../../../audit';
import { GetSubscriptionForReviewQuery, StartReviewDecisionCommand } from '../../../../subscription';
import { ReviewDeclined } from '../../../domain/prescribing.events';
import { ReviewDecline } from '../../../infrastructure/review-decline.entity';
import { DeclineForFailedIdentityCheckCommand, IDENTITY_DECLINE_PATIENT_REASON, IDENTITY_DECLINE_REASON } from './decline-for-failed-identity-check.command';

@CommandHandler(DeclineForFailedIdentityCheckCommand)
export class DeclineForFailedIdentityCheckHandler implements ICommandHandler<DeclineForFailedIdentityCheckCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly events: DomainEvents,
  ) {}

  async execute({ subscriptionId, decidedByUserId }: DeclineForFailedIdentityCheckCommand): Promise<{ declined: boolean }> {
    const current = await this.queries.execute(new GetSubscriptionForReviewQuery(subscriptionId));
    if (current?.status !== 'review') return { declined: false };
    // Joins the caller's transaction when there is one: the check's result and the decline commit together.
    return this.em.transactional(async () => {
      const subscription = await this.commands.execute(new StartReviewDecisionCommand(subscriptionId, 'decline'));
      this.em.persist(Object.assign(new ReviewDecline(), { subscriptionId, patientUserId: subscription.userId, declinedByUserId: decidedByUserId, reason: IDENTITY_DECLINE_REASON, patientReason: IDENTITY_DECLINE_PATIENT_REASON }));
      await this.em.flush();
      await this.events.publish(new ReviewDeclined(subscriptionId, IDENTITY_DECLINE_REASON));
      await this.commands.execute(
        new RecordAuditEntryCommand({
          actorId: decidedByUserId,
          action: 'prescribing.review.declined',
          summary: 'Declined because the identity could not be verified, refunded in full',
          customerId: subscription.userId,
          subscriptionId,
          subject: `subscription:${subscriptionId}`,
          changes: [
            { field: 'status', from: 'review', to: 'cancelled' },
            { field: 'reason', from: null, to: IDENTITY_DECLINE_REASON },
            { field: 'patient_reason', from: null, to: IDENTITY_DECLINE_PATIENT_REASON },
          ],
        }),
      );
      return { declined: true };
    });
  }
}
