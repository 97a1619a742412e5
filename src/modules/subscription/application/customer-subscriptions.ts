import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ukCalendarDate, type CalendarDate } from '../../../shared/domain/calendar-date';
import { Clock } from '../../../shared/domain/clock';
import { ActionNotAllowedError, SubscriptionNotFoundError } from '../domain/subscription.errors';
import { isRunning } from '../domain/self-service';
import { Subscription } from '../infrastructure/subscription.entity';

/** Where a subscription stands after a customer's change, as the dashboard shows it. */
export interface SelfServiceResult {
  id: number;
  status: string;
  dueAt: CalendarDate | null;
  pausedUntil: CalendarDate | null;
}

/**
 * The customer's own subscriptions, for the account's self-service commands. Another
 * customer's subscription is 'not found', never 'forbidden': its existence is not disclosed.
 */
@Injectable()
export class CustomerSubscriptions {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async owned(userId: number, subscriptionId: number): Promise<Subscription> {
    const subscription = await this.em.findOne(Subscription, { id: subscriptionId, userId }, { populate: ['items'] });
    if (!subscription) throw new SubscriptionNotFoundError();
    return subscription;
  }

  /** A subscription whose supplies are running (active or shipping): the only kind whose dates can move. */
  async running(userId: number, subscriptionId: number, action: string): Promise<Subscription> {
    const subscription = await this.owned(userId, subscriptionId);
    if (!isRunning(subscription.status)) {
      throw new ActionNotAllowedError(`Only an active treatment can be ${action}; this one is ${subscription.status}.`);
    }
    return subscription;
  }

  today(): CalendarDate {
    return ukCalendarDate(this.clock.now());
  }

  result(subscription: Subscription): SelfServiceResult {
    return { id: subscription.id, status: subscription.status, dueAt: subscription.dueAt ?? null, pausedUntil: subscription.pausedUntil ?? null };
  }
}
