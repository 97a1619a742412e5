import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { RecordAuditEntryCommand } from '../../../../audit';
import { GetSubscriptionForReviewQuery } from '../../../../subscription';
import { PracticeOrNoGpError, SubscriptionNotYoursError, UnknownPracticeError } from '../../../domain/general-practice.errors';
import { gpStatusOf } from '../../../domain/gp-sharing';
import { GpDetails } from '../../../infrastructure/gp-details.entity';
import { GpPractice } from '../../../infrastructure/gp-practice.entity';
import { practiceView, type GpAnswerView } from '../../gp-views';
import { SaveGpDetailsCommand } from './save-gp-details.command';

@CommandHandler(SaveGpDetailsCommand)
export class SaveGpDetailsHandler implements ICommandHandler<SaveGpDetailsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, subscriptionId, answer }: SaveGpDetailsCommand): Promise<GpAnswerView> {
    const odsCode = answer.odsCode?.trim().toUpperCase() || null;
    if (!!odsCode === answer.noGp) throw new PracticeOrNoGpError();
    const subscription = await this.queries.execute(new GetSubscriptionForReviewQuery(subscriptionId));
    // Another customer's subscription answers as a missing one: nothing tells them it exists.
    if (!subscription || subscription.userId !== userId) throw new SubscriptionNotYoursError();
    const practice = odsCode ? await this.em.findOne(GpPractice, { odsCode }) : null;
    if (odsCode && !practice) throw new UnknownPracticeError(odsCode);

    const details = (await this.em.findOne(GpDetails, { subscriptionId })) ?? Object.assign(new GpDetails(), { userId, subscriptionId });
    const before = { practice: details.odsCode, no_gp: details.id ? details.noGp : null, consent_to_share: details.id ? details.consentToShare : null };
    Object.assign(details, {
      odsCode,
      practiceName: practice?.name ?? null,
      noGp: answer.noGp,
      // There is nobody to share with when there is no GP.
      consentToShare: answer.noGp ? false : answer.consentToShare,
      answeredAt: new Date(),
    });
    this.em.persist(details);
    const after = { practice: details.odsCode, no_gp: details.noGp, consent_to_share: details.consentToShare };
    await this.commands.execute(
      new RecordAuditEntryCommand({
        actorId: userId,
        action: 'general_practice.details.saved',
        summary: practice ? `Gave their GP practice ${practice.name} (${practice.odsCode}), ${details.consentToShare ? 'consenting' : 'not consenting'} to share the treatment` : 'Said they do not have a GP',
        customerId: userId,
        subscriptionId,
        subject: `gp_details:${subscriptionId}`,
        changes: (Object.keys(after) as (keyof typeof after)[])
          .filter((field) => before[field] !== after[field])
          .map((field) => ({ field, from: before[field] === null ? null : String(before[field]), to: after[field] === null ? null : String(after[field]) })),
      }),
    );
    await this.em.flush();
    return { subscriptionId, status: gpStatusOf(details), practice: practice ? practiceView(practice) : null, noGp: details.noGp, consentToShare: details.consentToShare, answeredAt: details.answeredAt };
  }
}
