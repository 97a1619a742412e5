import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ukCalendarDate } from '../../../../../shared/domain/calendar-date';
import { Clock } from '../../../../../shared/domain/clock';
import { DomainEvents } from '../../../../../shared/events/domain-events';
import { RecordAuditEntryCommand } from '../../../../audit';
import { GetSupplyDetailsQuery } from '../../../../catalogue';
import { ConfirmStaffIdentityCommand, GetBillingAddressQuery, GetPatientDetailsQuery } from '../../../../identity';
import { StartReviewDecisionCommand, type SubscriptionForReview } from '../../../../subscription';
import { prescriptionContents } from '../../../domain/prescription-contents';
import { prescriptionExpiresOn } from '../../../domain/prescription-validity';
import { PrescriptionIssued, ReviewDeclined } from '../../../domain/prescribing.events';
import { MissingPrescriptionDetailsError, NotAPrescriberError, SignatureNotConfirmedError, SuppliesBeyondExpiryError } from '../../../domain/prescribing.errors';
import { PrescriberProfile } from '../../../infrastructure/prescriber-profile.entity';
import { Prescription } from '../../../infrastructure/prescription.entity';
import { PrescriptionSigner } from '../../../infrastructure/prescription-signer';
import { ReviewDecline } from '../../../infrastructure/review-decline.entity';
import { ReviewSubscriptionCommand, type SupplyTerms } from './review-subscription.command';
import { DEFAULT_MIN_INTERVAL_DAYS, DEFAULT_SUPPLIES_AUTHORISED, suppliesPerMedicine, suppliesThatFit } from '../../../domain/supply-authority';
import { PrescriptionLine } from '../../../infrastructure/prescription-line.entity';
import { SupplyCounter } from '../../supply-counter';

const NO_REASON_GIVEN = 'No reason recorded by the prescriber.';

@CommandHandler(ReviewSubscriptionCommand)
export class ReviewSubscriptionHandler implements ICommandHandler<ReviewSubscriptionCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly signer: PrescriptionSigner,
    private readonly supplies: SupplyCounter,
  ) {}

  async execute({ subscriptionId, approve, decidedByUserId, declineReason, signedWith, authority }: ReviewSubscriptionCommand): Promise<{ status: string }> {
    const prescriber = await this.em.findOne(PrescriberProfile, { userId: decidedByUserId });
    if (!prescriber) throw new NotAPrescriberError();
    // A confirmation given is checked first, outside the decision's transaction, so a wrong
    // password stays on the audit trail while nothing of the decision is written.
    if (approve && signedWith) await this.commands.execute(new ConfirmStaffIdentityCommand(decidedByUserId, signedWith, `approving subscription #${subscriptionId}`));
    // One unit of work: the decision and every context's reaction to it commit together or not at all.
    return this.em.transactional(async () => {
      // Subscription refuses a decision it cannot take (not found, not under review) and holds the row until this commits.
      const subscription = await this.commands.execute(new StartReviewDecisionCommand(subscriptionId, approve ? 'approve' : 'decline'));
      if (approve && !signedWith) throw new SignatureNotConfirmedError();
      if (approve) await this.approve(subscription, prescriber, authority);
      else await this.decline(subscription, decidedByUserId, declineReason?.trim() || NO_REASON_GIVEN);
      return { status: approve ? 'active' : 'cancelled' };
    });
  }

  private async approve(subscription: SubscriptionForReview, prescriber: PrescriberProfile, terms: SupplyTerms): Promise<void> {
    const medicines = suppliesPerMedicine(
      subscription.plan.map(({ code, repeats }) => ({ itemCode: code, repeats })),
      terms.suppliesAuthorised ?? DEFAULT_SUPPLIES_AUTHORISED,
    );
    const planItemOf = (code: string) => subscription.plan.find((supply) => supply.code === code)!;
    const [patient, address, ...supplies] = await Promise.all([
      this.queries.execute(new GetPatientDetailsQuery(subscription.userId)),
      this.queries.execute(new GetBillingAddressQuery(subscription.userId)),
      ...medicines.map(({ itemCode }) => this.queries.execute(new GetSupplyDetailsQuery(planItemOf(itemCode).catalogueItemId))),
    ]);
    if (!patient || !patient.firstName) throw new MissingPrescriptionDetailsError('name');
    if (!address) throw new MissingPrescriptionDetailsError('address');
    if (supplies.some((supply) => !supply)) throw new MissingPrescriptionDetailsError('medicine details');

    const prescribedOn = ukCalendarDate(this.clock.now());
    const expiresOn = prescriptionExpiresOn(prescribedOn);
    const minIntervalDays = terms.minIntervalDays ?? DEFAULT_MIN_INTERVAL_DAYS;
    const fitting = suppliesThatFit(prescribedOn, expiresOn, minIntervalDays);
    if ((terms.suppliesAuthorised ?? DEFAULT_SUPPLIES_AUTHORISED) > fitting) throw new SuppliesBeyondExpiryError(minIntervalDays, fitting);
    const lineContents = medicines.map(({ itemCode, supplies: count }, index) => ({
      lineNumber: index + 1,
      itemCode,
      ...prescriptionContents(planItemOf(itemCode).name, supplies[index]!),
      suppliesAuthorised: count,
      minIntervalDays,
    }));
    const [firstLine] = lineContents;
    // The prescription's own medicine fields are its first line, the one dispensed first.
    const contents = { medicineName: firstLine.medicineName, form: firstLine.form, strength: firstLine.strength, quantity: firstLine.quantity, directions: firstLine.directions };
    const prescription = Object.assign(new Prescription(), {
      subscriptionId: subscription.id,
      subscriptionItemId: subscription.plan[0].id,
      consultationId: subscription.consultationId ?? undefined,
      patientUserId: subscription.userId,
      patientName: `${patient.firstName} ${patient.lastName}`.trim(),
      patientBirthDate: patient.birthDate,
      patientAddress: [address.address1, address.address2, address.city, address.postcode].filter(Boolean).join('\n'),
      prescriberUserId: prescriber.userId,
      prescriberName: prescriber.fullName,
      prescriberProfessionalBody: prescriber.professionalBody,
      prescriberRegistrationNumber: prescriber.registrationNumber,
      prescriberAddress: prescriber.practiceAddress,
      prescribedOn,
      expiresOn,
      itemCode: firstLine.itemCode,
      ...contents,
    });
    this.em.persist(prescription);
    await this.em.flush();
    const lines = lineContents.map((line) => this.em.create(PrescriptionLine, { prescriptionId: prescription.id, ...line }));
    await this.em.flush();
    // Signed with the prescriber's own key once it has its number, in the same transaction (reg 219).
    await this.signer.sign(prescription, lines);
    // A first prescription: the supply paid at checkout is dispensed against it as supply 1. A new
    // one after a re-consultation, or one staff started: nothing is paid yet; its renewal charges supply 1.
    const represcribing = subscription.status === 'reconsult';
    const first = represcribing || !subscription.item.paid ? null : await this.supplies.count(prescription.id, subscription.item.id, subscription.item.code, prescribedOn);
    await this.events.publish(
      new PrescriptionIssued(
        prescription.id,
        subscription.id,
        subscription.item.id,
        subscription.userId,
        prescription.patientName,
        prescription.medicineName,
        prescription.quantity,
        prescription.prescribedOn,
        prescription.expiresOn,
        first && { supplyNumber: first.supplyNumber, suppliesAuthorised: first.suppliesAuthorised },
      ),
    );
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

  private async decline(subscription: SubscriptionForReview, declinedByUserId: number, reason: string): Promise<void> {
    this.em.persist(Object.assign(new ReviewDecline(), { subscriptionId: subscription.id, patientUserId: subscription.userId, declinedByUserId, reason }));
    await this.em.flush();
    // Subscription refunds first; if the provider refuses, this whole decision rolls back and can be made again.
    await this.events.publish(new ReviewDeclined(subscription.id, reason));
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
          { field: 'reason', from: null, to: reason },
        ],
      }),
    );
  }
}
