import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { readAll } from '../../../../../shared/database/read-all';
import { ukCalendarDate } from '../../../../../shared/domain/calendar-date';
import { Clock } from '../../../../../shared/domain/clock';
import { GetPlanSummariesQuery, type PlanSummary } from '../../../../catalogue';
import { GetBillingAddressQuery } from '../../../../identity';
import { ListDeclinesForPatientQuery, type PatientDecline } from '../../../../prescribing';
import { declinedTreatment } from '../../../domain/declined-treatment';
import { REFERRAL_REWARD_PENCE } from '../../../domain/referral';
import { reconsultationPath } from '../../../domain/reconsultation';
import { dashboardBadge, earliestDeliveryDate, isRunning } from '../../../domain/self-service';
import { type OverviewSubscriptionRow, readOverviewRows } from '../../../infrastructure/account-overview-rows';
import { PaymentGateway, type SavedCard } from '../../payment-gateway';
import { SendNowEligibility } from '../../send-now-eligibility';
import { AccountOverview, AccountSubscription, GetAccountOverviewQuery } from './get-account-overview.query';

/**
 * The dashboard in two rounds of reads side by side: this context's rows (one statement) with the
 * address; then the plans' summaries, the prescriptions for send-now (one statement for all), the
 * saved cards and, when a treatment has ended, prescribing's declines among them (one statement by
 * their keys). Other contexts' data comes through their queries, each one plain statement.
 */
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
    const [{ subscriptions, account, friendsReferred }, address] = await readAll(this.em, [
      () => readOverviewRows(this.em, userId),
      () => this.queries.execute(new GetBillingAddressQuery(userId)),
    ]);
    const today = ukCalendarDate(this.clock.now());
    const ordered = [...subscriptions].sort(runningFirst);
    const subjects = ordered.map((row) => ({
      // SQL's nulls as the entity's absent values, which the pricing rules are written against.
      subscription: { ...row, promotionCode: row.promotionCode ?? undefined, referralCode: row.referralCode ?? undefined },
      items: row.items,
      addOns: row.addOns,
    }));
    const ended = subscriptions.filter((each) => each.status === 'cancelled').map((each) => each.id);
    const [plans, cards, sendNow, declines] = await readAll(this.em, [
      () => this.queries.execute(new GetPlanSummariesQuery([...new Set(subscriptions.map((each) => each.treatmentPlanId))])),
      // A read never creates a provider customer: without one there are simply no cards yet.
      () => (account?.gatewayCustomerId ? this.gateway.listCards(account.gatewayCustomerId) : Promise.resolve([])),
      () => this.sendNow.checkMany(this.em, subjects, today, account),
      () => (ended.length ? this.queries.execute(new ListDeclinesForPatientQuery(userId, ended)) : Promise.resolve<PatientDecline[]>([])),
    ]);
    return {
      subscriptions: ordered.map((row, index) => ({
        ...card(row, plans.find((plan) => plan.planId === row.treatmentPlanId), cards, today, declines),
        sendNow: sendNow[index]!,
        earliestDeliveryOn: earliestDeliveryDate(today, sendNow[index]!.nextSupplyFrom),
      })),
      cards,
      address,
      // A friend's first payment (not a renewal's), once settled and unless refunded on a decline, earned the referrer £10 (payments.md).
      referral: { friendsReferred, creditEarnedPence: friendsReferred * REFERRAL_REWARD_PENCE, creditAvailablePence: account?.creditPence ?? 0 },
      provider: this.gateway.provider,
      publishableKey: this.gateway.publishableKey,
    };
  }
}

function card(row: OverviewSubscriptionRow, plan: PlanSummary | undefined, cards: SavedCard[], today: string, declines: PatientDecline[]): Omit<AccountSubscription, 'sendNow' | 'earliestDeliveryOn'> {
  const items = row.items;
  const decline = declines.find((each) => each.subscriptionId === row.id);
  const shipped = items.filter((item) => item.shippedOn && item.status === 'shipped').at(-1);
  const saved = cards.find((each) => each.id === row.paymentMethodId);
  return {
    id: row.id,
    status: row.status,
    badge: dashboardBadge(row.status, row.dueAt ?? undefined),
    dueAt: row.dueAt,
    // A pause whose date has come is over, whether or not anything has cleared it yet.
    pausedUntil: row.pausedUntil && row.pausedUntil > today ? row.pausedUntil : null,
    pricePence: row.pricePence,
    interval: items[0]?.interval ?? null,
    intervalCount: items[0]?.intervalCount ?? null,
    treatment: { title: plan?.treatment.title ?? 'Your personalised formula', imageUrl: plan?.treatment.imageUrl ?? '' },
    items: isRunning(row.status) ? items.map((item) => ({ code: item.code, name: item.name, ingredients: plan?.ingredientsByItem[item.catalogueItemId] ?? [] })) : [],
    addOns: row.addOns.map(({ id, code, name, pricePence, frequency }) => ({ id, code, name, pricePence, frequency })),
    soldOutAddOns: (row.soldOut ?? []).map(({ code, name }) => ({ code, name })),
    paymentMethod: saved ? { id: saved.id, brand: saved.brand, last4: saved.last4 } : null,
    lastShipment: shipped?.shippedOn ? { shippedOn: shipped.shippedOn, trackingNumber: shipped.trackingNumber ?? null } : null,
    reconsultationPath: row.status === 'reconsult' ? reconsultationPath(row.condition) : null,
    decline: decline ? declinedTreatment(decline, row.firstPayment) : null,
  };
}

/** The order of the cards: running treatments first, then what needs the customer (a card to fix, checkout to finish), then review, ended last. */
const CARD_ORDER: Record<string, number> = { active: 0, shipping: 0, processing: 0, failed: 1, pending: 2, review: 3, cancelled: 4 };

function runningFirst(a: OverviewSubscriptionRow, b: OverviewSubscriptionRow): number {
  return (CARD_ORDER[a.status] ?? 3) - (CARD_ORDER[b.status] ?? 3) || b.id - a.id;
}
