import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { addDays, PAUSE_MAX_DAYS_AHEAD, refuseDate } from '../../../domain/self-service';
import { DateRefusedError } from '../../../domain/subscription.errors';
import { CustomerSubscriptions, SelfServiceResult } from '../../customer-subscriptions';
import { PrescriptionDateWindow } from '../../prescription-date-window';
import { PostponeDeliveryCommand } from './postpone-delivery.command';

@CommandHandler(PostponeDeliveryCommand)
export class PostponeDeliveryHandler implements ICommandHandler<PostponeDeliveryCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly subscriptions: CustomerSubscriptions,
    private readonly prescriptionDates: PrescriptionDateWindow,
  ) {}

  async execute({ userId, subscriptionId, weeks }: PostponeDeliveryCommand): Promise<SelfServiceResult> {
    const subscription = await this.subscriptions.running(userId, subscriptionId, 'postponed');
    const today = this.subscriptions.today();
    const from = subscription.dueAt && subscription.dueAt > today ? subscription.dueAt : today;
    const dueAt = addDays(from, weeks * 7);
    // Postponing goes as far as a pause may: beyond that, the customer is better served by cancelling.
    const refusal = refuseDate(dueAt, today, PAUSE_MAX_DAYS_AHEAD);
    if (refusal) throw new DateRefusedError('weeks', `That would move your delivery too far ahead. ${refusal}`);
    await this.prescriptionDates.refuseBeforeAllowed(subscription, dueAt, 'weeks');
    subscription.dueAt = dueAt;
    await this.em.flush();
    return this.subscriptions.result(subscription);
  }
}
