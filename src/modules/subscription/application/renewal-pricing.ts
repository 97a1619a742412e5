import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { FindPromotionQuery, ListAddOnsQuery } from '../../catalogue';
import { ADD_ON_CATEGORY, type AddOnLine } from '../domain/add-on-line';
import { type ChosenAddOn, type SoldOutAddOn, splitBox } from '../domain/add-on-stock';
import { type Charge, type ChargeLine, priceLines, promotionDiscount, type PromotionTerms } from '../domain/pricing';
import { promotionCoversOrder } from '../domain/renewal-rules';
import { BillingAccount } from '../infrastructure/billing-account.entity';
import { PaymentRecord } from '../infrastructure/payment.entity';
import { SubscriptionAddOn } from '../infrastructure/subscription-add-on.entity';
import type { SubscriptionItem } from '../infrastructure/subscription-item.entity';
import type { Subscription } from '../infrastructure/subscription.entity';
import { AddOnReservations } from './add-on-reservations';
import { CheckoutQuotes } from './checkout-quote';

export interface RenewalCharge {
  charge: Charge;
  /** The promotion that still applies to this order, if any. */
  promotionCode?: string;
  /** The add-ons charged with the supply and shipped in its box (kept on the payment). */
  addOns: AddOnLine[];
  /** The add-ons in the box the shelf has none left of: not charged, kept for the next box (and on the payment, to tell the customer). */
  soldOut: SoldOutAddOn[];
}

/** What pricing needs of a subscription, its supply, the account and the chosen add-ons: entities, or plain rows read for a page. */
export type PricedSubscription = Pick<Subscription, 'id' | 'userId' | 'condition' | 'treatmentPlanId' | 'promotionCode' | 'referralCode'>;
export type PricedItem = Pick<SubscriptionItem, 'pricePence'>;
export type PricedAccount = Pick<BillingAccount, 'creditPence'>;
export type PricedAddOn = Pick<SubscriptionAddOn, 'id' | 'catalogueItemId' | 'code' | 'name' | 'pricePence' | 'frequency'>;

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
    private readonly reservations: AddOnReservations,
  ) {}

  /**
   * What the renewal would charge now (the reminder, the send-now offer): the add-ons still on sale
   * are counted, and nothing is reserved. `chosenAddOns`: the subscription's add-ons when the caller has them read already.
   */
  async price(em: EntityManager, subscription: PricedSubscription, item: PricedItem, account: PricedAccount | null, chosenAddOns?: readonly PricedAddOn[]): Promise<RenewalCharge> {
    const terms = await this.promotionFor(em, subscription);
    const chosen = (chosenAddOns ?? (await this.readChosenAddOns(em, subscription))).map(chosenAddOn);
    const offers = chosen.length ? await this.queries.execute(new ListAddOnsQuery(chosen.map((addOn) => addOn.catalogueItemId))) : [];
    const onSale = new Set(offers.filter((offer) => offer.available > 0).map((offer) => offer.catalogueItemId));
    return this.priced(subscription, item, account, terms, await this.supplyCategory(subscription, terms), splitBox(chosen, onSale));
  }

  /**
   * The renewal's charge, in its transaction: a pack of each chosen add-on is reserved for this box
   * where one is left (AddOnReservations), and only those are charged. Reserved last, just before
   * the charge, as the reservation holds the shelf's row until the charge commits.
   */
  async charge(em: EntityManager, subscription: Subscription, item: SubscriptionItem, account: BillingAccount | null, chosenAddOns: SubscriptionAddOn[]): Promise<RenewalCharge> {
    const terms = await this.promotionFor(em, subscription);
    const category = await this.supplyCategory(subscription, terms);
    return this.priced(subscription, item, account, terms, category, await this.reservations.reserve(chosenAddOns.map(chosenAddOn)));
  }

  /** The supply's shop category, which a promotion's excluded categories are checked against. */
  private async supplyCategory(subscription: PricedSubscription, terms: PromotionTerms | undefined): Promise<string> {
    return terms ? this.quotes.categoryOf(subscription) : 'rx-skincare';
  }

  private priced(
    subscription: PricedSubscription,
    item: PricedItem,
    account: PricedAccount | null,
    terms: PromotionTerms | undefined,
    supplyCategory: string,
    { inBox, soldOut }: { inBox: ChosenAddOn[]; soldOut: SoldOutAddOn[] },
  ): RenewalCharge {
    // The renewal's lines: the prescribed supply, then each add-on in the box (docs/billing-engine.md, 'Add-ons').
    const lines: ChargeLine[] = [
      { pricePence: item.pricePence, category: supplyCategory },
      ...inBox.map((addOn) => ({ pricePence: addOn.pricePence, category: ADD_ON_CATEGORY })),
    ];
    const charge = priceLines(lines, { promotion: terms, creditPence: account?.creditPence ?? 0 });
    const addOns = inBox.map((addOn, index) => ({ ...addOn, chargedPence: addOn.pricePence - (terms ? promotionDiscount(lines[index + 1], terms) : 0) }));
    return { charge, promotionCode: terms && charge.promotionDiscountPence > 0 ? subscription.promotionCode : undefined, addOns, soldOut };
  }

  /** Plain SQL, as the renewal's own reads (infrastructure/renewal-rows.ts): reminders run this for every subscription due, most with no add-ons. */
  private async readChosenAddOns(em: EntityManager, subscription: PricedSubscription): Promise<SubscriptionAddOn[]> {
    const rows = await em
      .getConnection()
      .execute('select * from subscription_add_on where subscription_id = ? order by id', [subscription.id], 'all', em.getTransactionContext());
    return (rows as Record<string, unknown>[]).map((row) => em.map(SubscriptionAddOn, row));
  }

  private async promotionFor(em: EntityManager, subscription: PricedSubscription): Promise<PromotionTerms | undefined> {
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

/** A chosen add-on as the box and the payment carry it: the price copied when the customer added it. */
function chosenAddOn({ id, catalogueItemId, code, name, pricePence, frequency }: PricedAddOn): ChosenAddOn {
  return { addOnId: id, catalogueItemId, code, name, pricePence, frequency };
}
