import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainEvents } from '../../../../../shared/events/domain-events';
import { RecordAuditEntryCommand } from '../../../../audit';
import { ConfirmStaffIdentityCommand } from '../../../../identity';
import { StartReviewDecisionCommand, type SubscriptionForReview } from '../../../../subscription';
import { ApprovalRequested, ReviewDeclined, type PatientSafetyAnswers } from '../../../domain/prescribing.events';
import { ApprovalRefusedError, NotAPrescriberError, PATIENT_REASON_LENGTH, PatientReasonRequiredError, SignatureNotConfirmedError } from '../../../domain/prescribing.errors';
import { PrescriberProfile } from '../../../infrastructure/prescriber-profile.entity';
import { ReviewDecline } from '../../../infrastructure/review-decline.entity';
import { PrescriptionWriter } from '../../prescription-writer';
import { type DeclineReasons, ReviewSubscriptionCommand, type SupplyTerms } from './review-subscription.command';

const NO_REASON_GIVEN = 'No reason recorded by the prescriber.';

@CommandHandler(ReviewSubscriptionCommand)
export class ReviewSubscriptionHandler implements ICommandHandler<ReviewSubscriptionCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly events: DomainEvents,
    private readonly writer: PrescriptionWriter,
  ) {}

  async execute({ subscriptionId, approve, decidedByUserId, decline, signedWith, authority, safety }: ReviewSubscriptionCommand): Promise<{ status: string }> {
    const prescriber = await this.em.findOne(PrescriberProfile, { userId: decidedByUserId });
    if (!prescriber) throw new NotAPrescriberError();
    const patientReason = decline?.patientReason.trim() ?? '';
    // A patient is never left with a decision and no words of explanation.
    if (!approve && (patientReason.length < PATIENT_REASON_LENGTH.min || patientReason.length > PATIENT_REASON_LENGTH.max)) throw new PatientReasonRequiredError();
    // A confirmation given is checked first, outside the decision's transaction, so a wrong
    // password stays on the audit trail while nothing of the decision is written.
    if (approve && signedWith) await this.commands.execute(new ConfirmStaffIdentityCommand(decidedByUserId, signedWith, `approving subscription #${subscriptionId}`));
    // One unit of work: the decision and every context's reaction to it commit together or not at all.
    return this.em.transactional(async () => {
      // Subscription refuses a decision it cannot take (not found, not under review) and holds the row until this commits.
      const subscription = await this.commands.execute(new StartReviewDecisionCommand(subscriptionId, approve ? 'approve' : 'decline'));
      if (approve && !signedWith) throw new SignatureNotConfirmedError();
      if (approve) await this.approve(subscription, prescriber, authority, safety);
      else await this.decline(subscription, decidedByUserId, { patientReason, internalNote: decline?.internalNote?.trim() || NO_REASON_GIVEN });
      return { status: approve ? 'active' : 'cancelled' };
    });
  }

  private async approve(subscription: SubscriptionForReview, prescriber: PrescriberProfile, terms: SupplyTerms, safety: PatientSafetyAnswers): Promise<void> {
    const represcribing = subscription.status === 'reconsult';
    // The patient-safety contexts refuse here, before anything is written, when a check is not
    // answered; every check runs, so the prescriber gets every reason in one answer.
    await this.events.publishCollectingRefusals(new ApprovalRequested(subscription.id, subscription.userId, prescriber.userId, represcribing, safety), (refusals) => new ApprovalRefusedError(refusals));
    const prescription = await this.writer.write(subscription, prescriber, terms, { firstSupplyPaid: !represcribing && subscription.item.paid });
    await this.commands.execute(
      new RecordAuditEntryCommand({
        actorId: prescriber.userId,
        action: 'prescribing.review.approved',
        summary: `${represcribing ? 'Prescribed again after a re-consultation' : 'Approved and prescribed'} ${prescription.medicineName} (PRX${prescription.id})`,
        customerId: subscription.userId,
        subscriptionId: subscription.id,
        subject: `prescription:${prescription.id}`,
        changes: [{ field: 'status', from: subscription.status, to: 'active' }],
      }),
    );
  }

  private async decline(subscription: SubscriptionForReview, declinedByUserId: number, { patientReason, internalNote }: Required<DeclineReasons>): Promise<void> {
    this.em.persist(Object.assign(new ReviewDecline(), { subscriptionId: subscription.id, patientUserId: subscription.userId, declinedByUserId, reason: internalNote, patientReason }));
    await this.em.flush();
    // Subscription refunds first; if the provider refuses, this whole decision rolls back and can be made again.
    await this.events.publish(new ReviewDeclined(subscription.id, internalNote));
    await this.commands.execute(
      new RecordAuditEntryCommand({
        actorId: declinedByUserId,
        action: 'prescribing.review.declined',
        summary: 'Declined the treatment, refunded in full',
        customerId: subscription.userId,
        subscriptionId: subscription.id,
        subject: `subscription:${subscription.id}`,
        changes: [
          { field: 'status', from: 'review', to: 'cancelled' },
          { field: 'reason', from: null, to: internalNote },
          { field: 'patient_reason', from: null, to: patientReason },
        ],
      }),
    );
  }
}
