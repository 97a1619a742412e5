import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock';
import { DomainEvents } from '../../../../../shared/events/domain-events';
import { GetPatientDetailsQuery } from '../../../../identity';
import { GetSubscriptionForReviewQuery } from '../../../../subscription';
import { EVIDENCE_KINDS } from '../../../domain/evidence-kind';
import { CaptureNotLocalError, EvidenceMissingError, IdentityAlreadyVerifiedError, IdentityCheckInProgressError } from '../../../domain/verification.errors';
import { LocalCheckDecided } from '../../../domain/local-check-decided.event';
import { IdentityCheck } from '../../../infrastructure/identity-check.entity';
import { IdentityEvidence } from '../../../infrastructure/identity-evidence.entity';
import { LocalIdentityVerifier } from '../../../infrastructure/local-identity-verifier';
import { IdentityVerifier } from '../../identity-verifier';
import { StartIdentityCheckCommand, type IdentityCheckStarted } from './start-identity-check.command';

@CommandHandler(StartIdentityCheckCommand)
export class StartIdentityCheckHandler implements ICommandHandler<StartIdentityCheckCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly verifier: IdentityVerifier,
    private readonly queries: QueryBus,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, subscriptionId, documentName }: StartIdentityCheckCommand): Promise<IdentityCheckStarted> {
    const latest = await this.em.findOne(IdentityCheck, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    if (latest?.status === 'clear') throw new IdentityAlreadyVerifiedError();
    if (latest && (latest.status === 'in_progress' || latest.status === 'consider')) throw new IdentityCheckInProgressError();
    // Onfido's capture link stays valid: asking again sends the patient back to the same page.
    if (latest?.status === 'awaiting_capture' && this.verifier.provider === 'onfido') return { status: latest.status, captureUrl: latest.captureUrl };

    const local = this.verifier instanceof LocalIdentityVerifier ? this.verifier : null;
    if (!local && documentName !== null) throw new CaptureNotLocalError();
    const evidence = local ? await this.evidenceFor(userId) : [];
    const name = documentName?.trim();
    if (local && !name) throw new EvidenceMissingError('the name exactly as it is printed on your document');

    const patient = await this.queries.execute(new GetPatientDetailsQuery(userId));
    if (!patient) throw new Error(`No patient ${userId}`);
    const applicantId = await this.verifier.createApplicant({ firstName: patient.firstName, lastName: patient.lastName, dob: patient.birthDate ?? null });
    const started = await this.verifier.createCheck(applicantId);
    const check = Object.assign(new IdentityCheck(), {
      userId,
      subscriptionId: (await this.underReview(userId, subscriptionId)) ?? undefined,
      provider: this.verifier.provider,
      applicantId,
      providerCheckId: started.checkId,
      captureUrl: started.captureUrl,
      createdAt: this.clock.now(),
    });
    this.em.persist(check);

    if (local) {
      Object.assign(check, { status: 'in_progress', documentName: name });
      await local.decide(started.checkId, `${patient.firstName} ${patient.lastName}`, name!);
      await this.em.flush();
      for (const photo of evidence) photo.checkId = check.id;
      // The result reaches us as Onfido's would: a signed webhook, once this has committed.
      await this.events.publish(new LocalCheckDecided(started.checkId));
    }
    await this.em.flush();
    return { status: check.status, captureUrl: check.captureUrl };
  }

  /** The newest document photo and selfie not yet sent. */
  private async evidenceFor(userId: number): Promise<IdentityEvidence[]> {
    const photos = await this.em.find(IdentityEvidence, { userId, checkId: null }, { orderBy: { uploadedAt: 'desc' } });
    const newest = EVIDENCE_KINDS.map((kind) => photos.find((photo) => photo.kind === kind));
    if (!newest[0]) throw new EvidenceMissingError('a photo of your identity document');
    if (!newest[1]) throw new EvidenceMissingError('a photo of your face (a selfie)');
    return newest as IdentityEvidence[];
  }

  /** Only a subscription of this patient's that is under review is linked: a rejected check declines it. */
  private async underReview(userId: number, subscriptionId: number | null): Promise<number | null> {
    if (subscriptionId === null) return null;
    const subscription = await this.queries.execute(new GetSubscriptionForReviewQuery(subscriptionId));
    return subscription && subscription.userId === userId && subscription.status === 'review' ? subscription.id : null;
  }
}
