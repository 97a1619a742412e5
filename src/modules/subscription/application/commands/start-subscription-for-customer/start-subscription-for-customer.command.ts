import { Command } from '@nestjs/cqrs';

export interface StaffStartedSubscription {
  subscriptionId: number;
}

/**
 * Start Subscription (Admin), spec §5/§7: staff put a customer on a plan with one of
 * their saved cards, the first supply due (and charged) on the start date.
 */
export class StartSubscriptionForCustomerCommand extends Command<StaffStartedSubscription> {
  constructor(
    readonly actorId: number,
    readonly customerEmail: string,
    readonly paymentMethodId: string,
    readonly planId: number,
    readonly startDate: string,
  ) {
    super();
  }
}
