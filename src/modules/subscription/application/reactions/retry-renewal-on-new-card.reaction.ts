import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DomainEventReaction, ReactsTo } from '../../../../shared/events/domain-events';
import { addToOutbox } from '../../../../shared/outbox/outbox';
import { JobName } from '../../../../shared/queue/jobs';
import { PaymentMethodChanged } from '../../domain/events/payment-method-changed.event';
import { Subscription } from '../../infrastructure/subscription.entity';

/**
 * A customer who fixes their card should not wait for the next retry date: a failed renewal is
 * queued again at once, with that card. After the commit, so the card change never waits on
 * (or fails with) the retry; through the outbox, so a crash between the two cannot lose it.
 */
@Injectable()
@ReactsTo(PaymentMethodChanged, 'after-commit')
export class RetryRenewalOnNewCard implements DomainEventReaction<PaymentMethodChanged> {
  constructor(private readonly em: EntityManager) {}

  async react({ subscriptionId, paymentMethodId, failedDueOn }: PaymentMethodChanged): Promise<void> {
    if (!failedDueOn) return;
    const subscription = await this.em.findOne(Subscription, subscriptionId);
    // Paid, cancelled or moved on meanwhile: nothing to retry.
    if (subscription?.status !== 'failed' || subscription.dueAt !== failedDueOn) return;
    addToOutbox(this.em, JobName.RenewSubscription, { subscriptionId, dueOn: failedDueOn, paymentMethodId });
  }
}
