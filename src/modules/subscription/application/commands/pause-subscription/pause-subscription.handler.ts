import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PAUSE_MAX_DAYS_AHEAD, refuseDate } from '../../../domain/self-service';
import { DateRefusedError } from '../../../domain/subscription.errors';
import { CustomerSubscriptions, SelfServiceResult } from '../../customer-subscriptions';
import { PrescriptionDateWindow } from '../../prescription-date-window';
import { PauseSubscriptionCommand } from './pause-subscription.command';

@CommandHandler(PauseSubscriptionCommand)
export class PauseSubscriptionHandler implements ICommandHandler<PauseSubscriptionCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly subscriptions: CustomerSubscriptions,
    private readonly prescriptionDates: PrescriptionDateWindow,
  ) {}

  async execute({ userId, subscriptionId, resumeOn }: PauseSubscriptionCommand): Promise<SelfServiceResult> {
    const subscription = await this.subscriptions.running(userId, subscriptionId, 'paused');
    const refusal = refuseDate(resumeOn, this.subscriptions.today(), PAUSE_MAX_DAYS_AHEAD);
    if (refusal) throw new DateRefusedError('resume_on', refusal);
    // The next delivery is the resume date (or later, if it was already due later): the badge stays true.
    const dueAt = !subscription.dueAt || subscription.dueAt < resumeOn ? resumeOn : subscription.dueAt;
    await this.prescriptionDates.refuseBeforeAllowed(subscription, dueAt, 'resume_on');
    subscription.pausedUntil = resumeOn;
    subscription.dueAt = dueAt;
    await this.em.flush();
    return this.subscriptions.result(subscription);
  }
}
