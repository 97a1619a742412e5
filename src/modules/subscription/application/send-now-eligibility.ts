import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { CalendarDate } from '../../../shared/domain/calendar-date';
import type { Pence } from '../../../shared/domain/money';
import { CheckSupplyQuery } from '../../prescribing';
import { nextSupply } from '../domain/renewal-rules';
import { type SendNowRefusal, sendNowRefusedByPrescription, sendNowRefusedBySubscription } from '../domain/send-now';
import { BillingAccount } from '../infrastructure/billing-account.entity';
import { SubscriptionItem } from '../infrastructure/subscription-item.entity';
import { Subscription } from '../infrastructure/subscription.entity';
import { RenewalPricing } from './renewal-pricing';

export type SendNowAnswer = { allowed: true; amountPence: Pence } | ({ allowed: false } & SendNowRefusal);

/**
 * Whether the customer may have the next box sent now, asked by the account overview (to offer the
 * button) and by the command itself (to refuse with the reason); the renewal checks the same again
 * under its lock. The amount is priced as the renewal will price it (promotion, credit).
 */
@Injectable()
export class SendNowEligibility {
  constructor(
    private readonly queries: QueryBus,
    private readonly pricing: RenewalPricing,
  ) {}

  async check(em: EntityManager, subscription: Subscription, items: SubscriptionItem[], today: CalendarDate): Promise<SendNowAnswer> {
    const supply = nextSupply(items);
    const bySubscription = sendNowRefusedBySubscription({ ...subscription, hasNextSupply: supply !== null }, today);
    if (bySubscription) return { allowed: false, ...bySubscription };
    const item = supply && ('item' in supply ? supply.item : supply.repeat);
    if (!item) return { allowed: false, code: 'no-supplies-left', reason: 'There are no supplies left in your plan to send.' };
    const byPrescription = sendNowRefusedByPrescription(await this.queries.execute(new CheckSupplyQuery(subscription.id, item.code, today)));
    if (byPrescription) return { allowed: false, ...byPrescription };
    const { charge } = await this.pricing.price(em, subscription, item, await em.findOne(BillingAccount, { userId: subscription.userId }));
    return { allowed: true, amountPence: charge.totalPence };
  }
}
