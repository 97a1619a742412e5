import { EntityManager } from '@mikro-orm/postgresql';
import { arrayLiteral } from '../../../../../shared/database/array-literal';
import { readAll } from '../../../../../shared/database/read-all';
import { ukCalendarDate } from '../../../../../shared/domain/calendar-date';
import { Clock } from '../../../../../shared/domain/clock';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetPlanSummariesQuery, type PlanSummary } from '../../../../catalogue';
import { GetBillingAddressQuery } from '../../../../identity';
import type { SoldOutAddOn } from '../../../domain/add-on-stock';
import { REFERRAL_REWARD_PENCE } from '../../../domain/referral';
import { reconsultationPath } from '../../../domain/reconsultation';
import { dashboardBadge, isRunning } from '../../../domain/self-service';
import { BillingAccount } from '../../../infrastructure/billing-account.entity';
import { PaymentRecord } from '../../../infrastructure/payment.entity';
import { Subscription } from '../../../infrastructure/subscription.entity';
import { SubscriptionAddOn } from '../../../infrastructure/subscription-add-on.entity';
import { PaymentGateway, type SavedCard } from '../../payment-gateway';
import { SendNowEligibility } from '../../send-now-eligibility';
import { AccountOverview, AccountSubscription, GetAccountOverviewQuery } from './get-account-overview.query';

@QueryHandler(GetAccountOverviewQuery)
export class GetAccountOverviewHandler implements IQueryHandler<GetAccountOverviewQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly gateway: PaymentGateway,
    private readonly clock: Clock,
    private readonly sendNow: SendNowEligibility,
  ) {}

  async execute({ userId }: GetAccountOverviewQuery): Promise<AccountOverview> {
    const [subscriptions, account, address, referred] = await readAll(this.em, [
      () => this.em.find(Subscription, { userId }, { populate: ['items'], orderBy: { id: 'desc' } }),
      () => this.em.findOne(BillingAccount, { userId }),
      () => this.queries.execute(new GetBillingAddressQuery(userId)),
      () => this.em.find(Subscription, { referrerUserId: userId }, { fields: ['id'] }),
    ]);
    const today = ukCalendarDate(this.clock.now());
    const ids = subscriptions.map((each) => each.id);
    const [addOns, soldOut] = ids.length
      ? await readAll(this.em, [() => this.em.find(SubscriptionAddOn, { subscription: ids }, { orderBy: { id: 'asc' } }), () => this.soldOutInLatestRenewal(ids)])
      : [[], new Map<number, SoldOutAddOn[]>()];
    const plans = await this.queries.execute(new GetPlanSummariesQuery([...new Set(subscriptions.map((each) => each.treatmentPlanId))]));
    // A read never creates a provider customer: without one there are simply no cards yet.
    const cards = account?.gatewayCustomerId ? await this.gateway.listCards(account.gatewayCustomerId) : [];
    // A friend's first payment (not a renewal's), once settled and unless refunded on a decline, earned the referrer £10 (payments.md).
    const friendsReferred = referred.length
      ? await this.em.count(PaymentRecord, { subscriptionId: referred.map((each) => each.id), dueOn: null, settledAt: { $ne: null }, status: { $ne: 'refunded' } })
      : 0;
    const ordered = [...subscriptions].sort(runningFirst);
    const sendNow = await readAll(this.em, ordered.map((subscription) => () => this.sendNow.check(this.em, subscription, subscription.items.getItems(), today)));
    return {
      subscriptions: ordered.map((subscription, index) => ({
        ...this.card(subscription, plans.find((plan) => plan.planId === subscription.treatmentPlanId), cards, today, addOns),
        soldOutAddOns: (soldOut.get(subscription.id) ?? []).map(({ code, name }) => ({ code, name })),
        sendNow: sendNow[index],
      })),
      cards,
      address,
      referral: { friendsReferred, creditEarnedPence: friendsReferred * REFERRAL_REWARD_PENCE, creditAvailablePence: account?.creditPence ?? 0 },
      provider: this.gateway.provider,
      publishableKey: this.gateway.publishableKey,
    };
  }

  /** Each subscription's latest renewal charged (or waiting for the bank), with the add-ons it found sold out. */
  private async soldOutInLatestRenewal(subscriptionIds: number[]): Promise<Map<number, SoldOutAddOn[]>> {
    const rows: { subscription_id: number; sold_out_add_ons: SoldOutAddOn[] }[] = await this.em
      .getConnection()
      .execute(
        `select distinct on (subscription_id) subscription_id, sold_out_add_ons from payment
          where subscription_id = any(?::int[]) and due_on is not null and status in ('succeeded', 'requires_action')
          order by subscription_id, id desc`,
        [arrayLiteral(subscriptionIds)],
      );
    return new Map(rows.map((row) => [row.subscription_id, row.sold_out_add_ons]));
  }

  private card(subscription: Subscription, plan: PlanSummary | undefined, cards: SavedCard[], today: string, addOns: SubscriptionAddOn[]): Omit<AccountSubscription, 'sendNow' | 'soldOutAddOns'> {
    const items = subscription.items.getItems();
    const shipped = items.filter((item) => item.shippedOn && item.status === 'shipped').at(-1);
    const card = cards.find((each) => each.id === subscription.paymentMethodId);
    return {
      id: subscription.id,
      status: subscription.status,
      badge: dashboardBadge(subscription.status, subscription.dueAt),
      dueAt: subscription.dueAt ?? null,
      // A pause whose date has come is over, whether or not anything has cleared it yet.
      pausedUntil: subscription.pausedUntil && subscription.pausedUntil > today ? subscription.pausedUntil : null,
      pricePence: subscription.pricePence,
      interval: items[0]?.interval ?? null,
      intervalCount: items[0]?.intervalCount ?? null,
      treatment: { title: plan?.treatment.title ?? 'Your personalised formula', imageUrl: plan?.treatment.imageUrl ?? '' },
      items: isRunning(subscription.status)
        ? items.map((item) => ({ code: item.code, name: item.name, ingredients: plan?.ingredientsByItem[item.catalogueItemId] ?? [] }))
        : [],
      addOns: addOns
        .filter((addOn) => addOn.subscription.id === subscription.id)
        .map(({ id, code, name, pricePence, frequency }) => ({ id, code, name, pricePence, frequency })),
      paymentMethod: card ? { id: card.id, brand: card.brand, last4: card.last4 } : null,
      lastShipment: shipped?.shippedOn ? { shippedOn: shipped.shippedOn, trackingNumber: shipped.trackingNumber ?? null } : null,
      reconsultationPath: subscription.status === 'reconsult' ? reconsultationPath(subscription.condition) : null,
    };
  }
}

/** The order of the cards: running treatments first, then what needs the customer (a card to fix, checkout to finish), then review, ended last. */
const CARD_ORDER: Record<string, number> = { active: 0, shipping: 0, processing: 0, failed: 1, pending: 2, review: 3, cancelled: 4 };

function runningFirst(a: Subscription, b: Subscription): number {
  return (CARD_ORDER[a.status] ?? 3) - (CARD_ORDER[b.status] ?? 3) || b.id - a.id;
}
