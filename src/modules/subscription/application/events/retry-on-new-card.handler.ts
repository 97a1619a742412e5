import { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { addToOutbox } from '../../../../shared/outbox/outbox';
import { JobName } from '../../../../shared/queue/jobs';
import { PaymentMethodChanged } from '../../domain/events/payment-method-changed.event';
import { Subscription } from '../../infrastructure/subscription.entity';

/** A customer who fixes their card should not wait for the next retry date: a failed renewal is queued again at once, with that card. */
@EventsHandler(PaymentMethodChanged)
export class RetryOnNewCardHandler implements IEventHandler<PaymentMethodChanged> {
  private readonly logger = new Logger(RetryOnNewCardHandler.name);

  constructor(private readonly em: EntityManager) {}

  async handle({ subscriptionId, paymentMethodId }: PaymentMethodChanged): Promise<void> {
    try {
      const em = this.em.fork();
      const subscription = await em.findOne(Subscription, subscriptionId);
      if (subscription?.status !== 'failed' || !subscription.dueAt) return;
      addToOutbox(em, JobName.RenewSubscription, { subscriptionId, dueOn: subscription.dueAt, paymentMethodId });
      await em.flush();
    } catch (error) {
      // An event handler's failure must not surface in the request that published it; the scheduled retry still comes.
      this.logger.error({ err: error, subscriptionId }, 'Could not queue the retry after a card change');
    }
  }
}
