import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DELIVERY_DATE_MAX_DAYS_AHEAD, refuseDate } from '../../../domain/self-service';
import { DateRefusedError } from '../../../domain/subscription.errors';
import { CustomerSubscriptions, SelfServiceResult } from '../../customer-subscriptions';
import { PrescriptionDateWindow } from '../../prescription-date-window';
import { UpdateDeliveryDateCommand } from './update-delivery-date.command';

@CommandHandler(UpdateDeliveryDateCommand)
export class UpdateDeliveryDateHandler implements ICommandHandler<UpdateDeliveryDateCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly subscriptions: CustomerSubscriptions,
    private readonly prescriptionDates: PrescriptionDateWindow,
  ) {}

  async execute({ userId, subscriptionId, dueAt }: UpdateDeliveryDateCommand): Promise<SelfServiceResult> {
    const subscription = await this.subscriptions.running(userId, subscriptionId, 'moved');
    const refusal = refuseDate(dueAt, this.subscriptions.today(), DELIVERY_DATE_MAX_DAYS_AHEAD);
    if (refusal) throw new DateRefusedError('due_at', refusal);
    await this.prescriptionDates.refuseBeforeAllowed(subscription, dueAt, 'due_at');
    subscription.dueAt = dueAt;
    // Choosing a day for the next delivery is choosing to receive it then: any pause ends.
    subscription.pausedUntil = undefined;
    await this.em.flush();
    return this.subscriptions.result(subscription);
  }
}
