import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { addCalendarDays } from '../../../shared/domain/calendar-date';
import { Clock } from '../../../shared/domain/clock';
import { GateRenewalOnCheckInCommand } from '../../check-in';
import { CheckSupplyQuery, type SupplyCheck } from '../../prescribing';
import { displayDate } from '../domain/display-date';
import { reconsultationPath } from '../domain/reconsultation';
import { nextSupply, renewalHold } from '../domain/renewal-rules';
import { PaymentProviderError } from '../domain/subscription.errors';
import { SUBSCRIPTION_LIFECYCLE } from '../domain/subscription.state-machine';
import { paymentAmounts, PaymentRecord } from '../infrastructure/payment.entity';
import { lockRenewalRows, type RenewalRows } from '../infrastructure/renewal-rows';
import { SubscriptionItem } from '../infrastructure/subscription-item.entity';
import { Subscription } from '../infrastructure/subscription.entity';
import type { RenewResult, RenewSubscriptionCommand } from './commands/renew-subscription/renew-subscription.command';
import { PaymentGateway } from './payment-gateway';
import { RenewalPricing } from './renewal-pricing';
import { RenewalSettlement } from './renewal-settlement';

/** Why the prescription allows no more supplies, as the reconsultation email finishes 'but …'. */
const RECONSULT_REASONS: Record<Exclude<Extract<SupplyCheck, { allowed: false }>['rule'], 'too-soon'>, string> = {
  'all-supplied': 'you have had every supply your prescription allows',
  'course-ended': 'your treatment has reached the longest course it may run before our prescriber reviews it',
  expired: 'your prescription has run out',
  'first-supply-overdue': 'your prescription was not used within 6 months of being written',
  'not-prescribed': 'the next step of your plan needs a prescriber to prescribe it',
};

/** What to renew: RenewSubscriptionCommand's fields (a batch's renewals are never sent now, nor given a card). */
export type RenewalRequest = Pick<RenewSubscriptionCommand, 'subscriptionId' | 'dueOn'> & Partial<Pick<RenewSubscriptionCommand, 'paymentMethodId' | 'sendNow'>>;

/** The renewal's next step when the plan has run out: add the repeat of its last supply (`addRepeat`), then renew again. */
export const ADD_REPEAT_SUPPLY = 'next step: add the repeat supply';

/**
 * One renewal of one subscription, inside the caller's transaction (RenewSubscriptionHandler
 * gives each its own; RenewDueSubscriptionsHandler runs a batch in one).
 *
 * Exactly once, by three locks of different reach:
 *  1. the subscription row is locked until the transaction ends, so two workers (or a job and
 *     a webhook) renewing one subscription run one after the other, and the second finds
 *     the due date already moved on;
 *  2. the provider's idempotency key names subscription, item, due date and attempt, so a
 *     worker killed after charging and restarted reaches the same provider payment;
 *  3. payment rows are unique per (subscription, due date, attempt) and per provider id.
 */
@Injectable()
export class RenewalAttempt {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly pricing: RenewalPricing,
    private readonly settlement: RenewalSettlement,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  /**
   * Locks the subscription and renews it; whatever it changes is flushed when the caller commits.
   * `locked`: its rows, when the caller locked and read them already in this transaction (a batch,
   * lockBatchRenewalRows); null when the subscription is gone.
   */
  async renew(em: EntityManager, { subscriptionId, dueOn, paymentMethodId, sendNow = false }: RenewalRequest, today: string, locked?: RenewalRows | null): Promise<RenewResult | typeof ADD_REPEAT_SUPPLY> {
    // Sent now, the supply is charged as due today: its attempts, key and payment are today's (see the command).
    const chargeOn = sendNow ? today : dueOn;
    // A press of 'send now' does not queue behind a renewal already under way: it is refused at once.
    const rows = locked === undefined ? await lockRenewalRows(em, subscriptionId, chargeOn, { wait: !sendNow }) : locked;
    if (!rows) return 'not-active';
    const { subscription, attempts, items, account, addOns: chosenAddOns } = rows;
    const hold = renewalHold(subscription, dueOn, today, sendNow);
    // Sent now at the customer's request, a refusal changes nothing: the supply stays due on its date, for the sweep to handle then.
    if (hold && sendNow) return hold;
    if (hold === 'prescription-expired') return this.askToReconsult(em, subscription, dueOn, `your prescription ran out on ${displayDate(subscription.prescriptionExpiresOn!)}`);
    if (hold) return hold;

    const open = attempts.find((attempt) => attempt.status === 'requires_action' || attempt.status === 'succeeded');
    // An attempt for this date already paid or waiting for the bank: re-read it from the provider, never charge anew.
    if (open) return this.settlement.apply(em, subscription, open, await this.gateway.retrievePayment(open.gatewayPaymentId));
    // A failed renewal is tried again on its retry date, or at once with a card the customer just chose.
    if (subscription.status === 'failed' && !paymentMethodId && (!subscription.retryOn || subscription.retryOn > today)) return 'waiting-for-retry';

    const supply = nextSupply(items);
    if (!supply) {
      // The last supply was a one-off: nothing more is due.
      subscription.dueAt = undefined;
      return 'plan-ended';
    }
    if ('repeat' in supply) return ADD_REPEAT_SUPPLY;
    const item = supply.item;
    // Nothing is charged for a supply the prescription does not allow (HMR 2012 reg 217).
    const lawful = await this.queries.execute(new CheckSupplyQuery(subscriptionId, item.code, today));
    if (!lawful.allowed) {
      if (sendNow) return 'supply-refused';
      const { rule } = lawful;
      if (rule !== 'too-soon') return this.askToReconsult(em, subscription, dueOn, RECONSULT_REASONS[rule]);
      // Too soon after the last supply: the renewal moves to the first day the prescription allows.
      subscription.dueAt = lawful.allowedFrom;
      return 'supply-too-soon';
    }
    // A clinical check-in outstanding before this supply (docs/patient-safety.md): nothing is charged, and the
    // renewal is asked again the next day, as 'too soon' moves the date, until it is answered or its wait runs out.
    const checkIn = await this.commands.execute(
      new GateRenewalOnCheckInCommand({ subscriptionId, userId: subscription.userId, condition: subscription.condition, treatment: item.name, prescriptionId: lawful.prescriptionId, supplyNumber: lawful.supplyNumber, today }),
    );
    if (checkIn === 'hold') {
      if (sendNow) return 'check-in-pending';
      subscription.dueAt = addCalendarDays(today, 1);
      return 'check-in-pending';
    }
    if (!account?.gatewayCustomerId) throw new PaymentProviderError(`Subscription #${subscriptionId} has no customer at the payment provider`);
    const card = paymentMethodId ?? subscription.paymentMethodId ?? (await this.defaultCard(account.gatewayCustomerId));
    // The add-ons' packs are reserved here, in this transaction: rolled back with it, or released if the payment fails (ADR 0021).
    const { charge, promotionCode, addOns, soldOut } = await this.pricing.charge(em, subscription, item, account, chosenAddOns);
    const attempt = (attempts[0]?.attempt ?? 0) + 1;
    // Every check passed: the supply is due today now, so a decline retries from today and a payment moves the dates on from today.
    if (sendNow) subscription.dueAt = chargeOn;

    const payment = await this.gateway.createPayment(
      {
        customerId: account.gatewayCustomerId,
        paymentMethodId: card,
        amountPence: charge.totalPence,
        description: `Subscription #${subscriptionId}, ${item.name}, due ${displayDate(chargeOn)}`,
        metadata: { subscriptionId: String(subscriptionId), userId: String(subscription.userId), dueOn: chargeOn, itemId: String(item.id) },
        offSession: true,
      },
      `renewal-subscription-${subscriptionId}-item-${item.id}-due-${chargeOn}-attempt-${attempt}`,
    );
    const record = em.create(PaymentRecord, {
      subscriptionId,
      userId: subscription.userId,
      attempt,
      dueOn: chargeOn,
      subscriptionItemId: item.id,
      gatewayPaymentId: payment.id,
      status: 'requires_action',
      ...paymentAmounts(charge),
      promotionCode,
      addOnLines: addOns,
      soldOutAddOns: soldOut,
      addOnStock: addOns.length ? 'reserved' : undefined,
      createdAt: this.clock.now(),
    });
    // A paid record is written once, with the rest, when the transaction commits. Any other
    // outcome refers to it first (the confirm link carries its id; a decline counts the failures).
    if (payment.status !== 'succeeded') await em.flush();
    return this.settlement.apply(em, subscription, record, payment, items);
  }

  /**
   * For a subscription with no card of its own on record (started before cards were kept per
   * subscription): the customer's newest saved card at the provider.
   */
  private async defaultCard(customerId: string): Promise<string> {
    const [newest] = await this.gateway.listCards(customerId);
    if (!newest) throw new PaymentProviderError('The customer has no saved card to charge');
    return newest.id;
  }

  /** Asks the customer, once per due date, for a short consultation; nothing is charged or sent meanwhile. */
  private async askToReconsult(em: EntityManager, subscription: Subscription, dueOn: string, reason: string): Promise<RenewResult> {
    SUBSCRIPTION_LIFECYCLE.take(subscription, 'ask-to-reconsult', 'billing');
    subscription.reconsultRequestedFor = dueOn;
    await this.settlement.email(em, subscription, 'renewal-reconsult', {
      treatment: (await em.findOne(SubscriptionItem, { subscription, status: 'upcoming' }, { orderBy: { position: 'asc' } }))?.name ?? 'treatment',
      dueOn: displayDate(dueOn),
      reason,
      consultationUrl: this.settlement.link(reconsultationPath(subscription.condition)),
    });
    return 'prescription-expired';
  }

  /** Adds the repeat of the plan's last supply, for a renewal that returned ADD_REPEAT_SUPPLY; commit it before renewing again. */
  async addRepeat(em: EntityManager, subscriptionId: number): Promise<void> {
    const subscription = await em.findOneOrFail(Subscription, subscriptionId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const supply = nextSupply(await em.find(SubscriptionItem, { subscription }));
    if (!supply || !('repeat' in supply)) return; // another run added it already
    const last = supply.repeat;
    // A new supply starts where its lifecycle begins (upcoming), as every item does.
    em.persist(
      Object.assign(new SubscriptionItem(), {
        subscription,
        position: last.position + 1,
        catalogueItemId: last.catalogueItemId,
        code: last.code,
        name: last.name,
        pricePence: last.pricePence,
        interval: last.interval,
        intervalCount: last.intervalCount,
      }),
    );
  }
}
