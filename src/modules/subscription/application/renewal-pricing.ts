import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { FindPromotionQuery } from '../../catalogue';
import { type Charge, priceCharge, type PromotionTerms } from '../domain/pricing';
import { promotionCoversOrder } from '../domain/renewal-rules';
import { BillingAccount } from '../infrastructure/billing-account.entity';
import { PaymentRecord } from '../infrastructure/payment.entity';
import type { SubscriptionItem } from '../infrastructure/subscription-item.entity';
import type { Subscription } from '../infrastructure/subscription.entity';
import { CheckoutQuotes } from './checkout-quote';

export interface RenewalCharge {
  charge: Charge;
  /** The promotion that still applies to this order, if any. */
  promotionCode?: string;
}

/**
 * What a renewal costs: the supply's agreed price, the checkout promotion while its
 * duration lasts (first order / N orders / forever; a referral code is first order only),
 * then the customer's referral credit. The same rules as checkout (domain/pricing.ts).
 */
@Injectable()
export class RenewalPricing {
  constructor(
    private readonly queries: QueryBus,
    private readonly quotes: CheckoutQuotes,
  ) {}

  async price(em: EntityManager, subscription: Subscription, item: SubscriptionItem, account: BillingAccount | null): Promise<RenewalCharge> {
    const terms = await this.promotionFor(em, subscription);
    const line = { pricePence: item.pricePence, category: terms ? await this.quotes.categoryOf(subscription) : 'rx-skincare' };
    const charge = priceCharge(line, { promotion: terms, creditPence: account?.creditPence ?? 0 });
    return { charge, promotionCode: terms && charge.promotionDiscountPence > 0 ? subscription.promotionCode : undefined };
  }

  private async promotionFor(em: EntityManager, subscription: Subscription): Promise<PromotionTerms | undefined> {
    // A friend's referral code is £10 off the first order only; renewals never carry it.
    if (!subscription.promotionCode || subscription.referralCode) return undefined;
    // The terms agreed at checkout hold even if the code has since been switched off or expired.
    const promotion = await this.queries.execute(new FindPromotionQuery(subscription.promotionCode, new Date(0)));
    if (!promotion || promotion.duration === 'once') return undefined;
    const paidOrders = await em.count(PaymentRecord, { subscriptionId: subscription.id, status: 'succeeded' });
    if (!promotionCoversOrder(promotion.duration, promotion.durationInOrders, paidOrders + 1)) return undefined;
    return { type: promotion.type, value: promotion.value, excludedCategories: promotion.excludedCategories };
  }
}
