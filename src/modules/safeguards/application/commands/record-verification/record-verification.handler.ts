import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock';
import { RecordAuditEntryCommand } from '../../../../audit';
import { GetGpSharingQuery, ListGpLettersQuery } from '../../../../general-practice';
import { GetPrescriberProfileQuery } from '../../../../prescribing';
import { GetSubscriptionForReviewQuery } from '../../../../subscription';
import {
  GpLetterNotThisReviewError,
  GpNotSharedError,
  GpResponderRequiredError,
  MethodNotOfKindError,
  NotAPrescriberError,
  NotThisPatientsReviewError,
  NotTimelyError,
  NotUnderReviewError,
  ReviewNotFoundError,
} from '../../../domain/safeguards.errors';
import { methodFits, timingProblem, VERIFICATION_KIND_LABELS, VERIFICATION_METHOD_LABELS, VERIFICATION_METHODS } from '../../../domain/verification';
import { IndependentVerification } from '../../../infrastructure/independent-verification.entity';
import { RecordVerificationCommand } from './record-verification.command';

/** A review waits for a prescriber's decision in these states: a first review, or prescribing again after a re-consultation. */
const AWAITING_DECISION = ['review', 'reconsult'];

@CommandHandler(RecordVerificationCommand)
export class RecordVerificationHandler implements ICommandHandler<RecordVerificationCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ prescriberUserId, subscriptionId, patientUserId, record }: RecordVerificationCommand): Promise<{ id: number }> {
    // Only a prescriber verifies: the record is what their clinical decision rests on.
    if (!(await this.queries.execute(new GetPrescriberProfileQuery(prescriberUserId)))) throw new NotAPrescriberError();
    const subscription = await this.queries.execute(new GetSubscriptionForReviewQuery(subscriptionId));
    if (!subscription) throw new ReviewNotFoundError();
    if (subscription.userId !== patientUserId) throw new NotThisPatientsReviewError(subscriptionId, patientUserId);
    if (!AWAITING_DECISION.includes(subscription.status)) throw new NotUnderReviewError(subscription.status);
    if (!methodFits(record.kind, record.method)) throw new MethodNotOfKindError(record.kind, VERIFICATION_METHODS[record.kind]);
    const tookPlaceAt = record.tookPlaceAt ?? this.clock.now();
    const timing = timingProblem(tookPlaceAt, this.clock.now());
    if (timing) throw new NotTimelyError(timing);
    const gp = record.kind === 'gp_confirmed' ? await this.gpReply(subscriptionId, record.gpResponder, record.gpLetterId) : null;

    const verification = Object.assign(new IndependentVerification(), {
      subscriptionId,
      patientUserId,
      prescriberUserId,
      kind: record.kind,
      method: record.method,
      tookPlaceAt,
      summary: record.summary.trim(),
      gpOdsCode: gp?.odsCode ?? null,
      gpLetterId: gp?.letterId ?? null,
      gpResponder: gp?.responder ?? null,
      recordedAt: this.clock.now(),
    });
    // The record and its audit entry commit together or not at all.
    await this.em.transactional(async () => {
      this.em.persist(verification);
      await this.em.flush();
      await this.commands.execute(
        new RecordAuditEntryCommand({
          actorId: prescriberUserId,
          action: 'safeguards.verification.recorded',
          summary: `Recorded an independent verification: ${VERIFICATION_KIND_LABELS[record.kind]} (${VERIFICATION_METHOD_LABELS[verification.method]})`,
          customerId: patientUserId,
          subscriptionId,
          subject: `independent_verification:${verification.id}`,
          changes: [{ field: 'summary', from: null, to: verification.summary }],
        }),
      );
    });
    return { id: verification.id };
  }

  /** The GP can confirm only at the practice the patient named and agreed to share with; the reply is kept against the letter it answers. */
  private async gpReply(subscriptionId: number, responder: string | undefined, letterId: number | undefined) {
    const sharing = await this.queries.execute(new GetGpSharingQuery(subscriptionId));
    if (sharing.status !== 'consented' || !sharing.practice) throw new GpNotSharedError();
    const who = responder?.trim();
    if (!who) throw new GpResponderRequiredError();
    const letters = await this.queries.execute(new ListGpLettersQuery(subscriptionId));
    if (letterId !== undefined && !letters.some((letter) => letter.id === letterId)) throw new GpLetterNotThisReviewError(letterId);
    // Without a letter named, the latest one sent to this practice (none before a first prescription: the GP was asked directly).
    const letter = letterId !== undefined ? letters.find((sent) => sent.id === letterId) : letters.filter((sent) => sent.odsCode === sharing.practice!.odsCode).at(-1);
    return { odsCode: sharing.practice.odsCode, letterId: letter?.id ?? null, responder: who };
  }
}
