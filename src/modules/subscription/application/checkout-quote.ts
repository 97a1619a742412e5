import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../shared/domain/clock';
import { FindPromotionQuery } from '../../catalogue';
import { type Charge, priceCharge, type PromotionTerms } from '../domain/pricing';
import { REFERRAL_REWARD_PENCE, REFERRAL_TERMS } from '../domain/referral';
import { NoProposalError } from '../domain/subscription.errors';
import { BillingAccount } from '../infrastructure/billing-account.entity';
import { Subscription } from '../infrastructure/subscription.entity';
import { PlanOffers } from './plan-offers';

/** A promo as the checkout shows it (spec §3 Promo); `value` is percent, or pounds for 'fixed'. */
export interface PromoView {
  code: string;
  title: string;
  duration: string;
  type: 'percentage' | 'fixed';
  value: number;
}

export interface CheckoutQuote {
  subscription: Subscription;
  category: string;
  promo: PromoView | null;
  charge: Charge;
}

/** What the customer's pending subscription costs today, worked out on the server from the catalogue, the code applied and their credit. */
@Injectable()
export class CheckoutQuotes {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly offers: PlanOffers,
    private readonly clock: Clock,
  ) {}

  async pendingOf(userId: number): Promise<Subscription> {
    const pending = await this.em.findOne(Subscription, { userId, status: 'pending' }, { populate: ['items'], orderBy: { id: 'desc' } });
    if (!pending) throw new NoProposalError();
    return pending;
  }

  async categoryOf(subscription: Pick<Subscription, 'userId' | 'condition' | 'treatmentPlanId'>): Promise<string> {
    const offers = await this.offers.suitableFor(subscription.userId, subscription.condition);
    return offers.find((offer) => offer.planId === subscription.treatmentPlanId)?.treatment.category ?? 'rx-skincare';
  }

  async quote(userId: number): Promise<CheckoutQuote> {
    const subscription = await this.pendingOf(userId);
    const category = await this.categoryOf(subscription);
    const { promo, terms } = await this.promoOf(subscription);
    const credit = (await this.em.findOne(BillingAccount, { userId }))?.creditPence ?? 0;
    const charge = priceCharge({ pricePence: subscription.pricePence, category }, { promotion: terms, creditPence: credit });
    return { subscription, category, promo, charge };
  }

  private async promoOf(subscription: Subscription): Promise<{ promo: PromoView | null; terms?: PromotionTerms }> {
    if (subscription.referralCode) {
      const promo: PromoView = { code: subscription.referralCode, title: '£10 off from a friend', duration: 'once', type: 'fixed', value: REFERRAL_REWARD_PENCE / 100 };
      return { promo, terms: REFERRAL_TERMS };
    }
    if (!subscription.promotionCode) return { promo: null };
    const promotion = await this.queries.execute(new FindPromotionQuery(subscription.promotionCode, this.clock.now()));
    if (!promotion?.usable) return { promo: null };
    const value = promotion.type === 'fixed' ? promotion.value / 100 : promotion.value;
    return {
      promo: { code: promotion.code, title: promotion.title, duration: promotion.duration, type: promotion.type, value },
      terms: { type: promotion.type, value: promotion.value, excludedCategories: promotion.excludedCategories },
    };
  }
}
