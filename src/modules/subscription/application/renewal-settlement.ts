import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/app-config';
import { ukCalendarDate } from '../../../shared/domain/calendar-date';
import { Clock } from '../../../shared/domain/clock';
import { formatPounds } from '../../../shared/domain/money';
import { DomainEvents } from '../../../shared/events/domain-events';
import { addToOutbox } from '../../../shared/outbox/outbox';
import { JobName } from '../../../shared/queue/jobs';
import { GetPatientDetailsQuery } from '../../identity';
import { displayDate } from '../domain/display-date';
import { BillingNoticeSent } from '../domain/events/billing-notice-sent.event';
import { RenewalDeclined } from '../domain/events/renewal-declined.event';
import { SupplyRenewed } from '../domain/events/supply-renewed.event';
import { ITEM_LIFECYCLE } from '../domain/item.state-machine';
import { declineClass } from '../domain/decline-classes';
import { dueDateAfter, nextSupply, retryDateAfter } from '../domain/renewal-rules';
import { SUBSCRIPTION_LIFECYCLE } from '../domain/subscription.state-machine';
import { BillingAccount } from '../infrastructure/billing-account.entity';
import { PaymentRecord } from '../infrastructure/payment.entity';
import { SubscriptionItem } from '../infrastructure/subscription-item.entity';
import { Subscription } from '../infrastructure/subscription.entity';
import { SubscriptionAddOn } from '../infrastructure/subscription-add-on.entity';
import { supplyShareOf } from '../domain/add-on-line';
import { AddOnReservations } from './add-on-reservations';
import type { Payment } from './payment-gateway';

export type RenewalOutcome = 'paid' | 'needs-authentication' | 'declined' | 'pending';

/**
 * Brings a renewal's records in line with what the provider says about its payment,
 * inside the caller's transaction with the subscription row locked. Each transition
 * happens once: a record that is already paid or failed is never changed again, so a
 * replayed job, a late webhook and the customer's confirmation cannot act twice.
 */
@Injectable()
export class RenewalSettlement {
  private readonly logger = new Logger(RenewalSettlement.name);

  constructor(
    private readonly queries: QueryBus,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly events: DomainEvents,
    private readonly addOnStock: AddOnReservations,
  ) {}

  /** Locks the subscription, then the payment, in that order (as the renewal job does), and applies the outcome. */
  async settle(em: EntityManager, paymentRecordId: number, outcome: Payment): Promise<RenewalOutcome | 'settled'> {
    const known = await em.findOneOrFail(PaymentRecord, paymentRecordId);
    const subscription = await em.findOneOrFail(Subscription, known.subscriptionId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const record = await em.findOneOrFail(PaymentRecord, paymentRecordId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    return this.apply(em, subscription, record, outcome);
  }

  /** `items`: the subscription's items when the caller has them loaded already. */
  async apply(em: EntityManager, subscription: Subscription, record: PaymentRecord, outcome: Payment, items?: SubscriptionItem[]): Promise<RenewalOutcome | 'settled'> {
    if (record.settledAt || record.status === 'failed' || record.status === 'refunded') {
      // Money taken on a payment we closed as failed: nothing here may guess what to do with it.
      if (record.status === 'failed' && outcome.status === 'succeeded') {
        this.logger.error({ paymentId: record.id, gatewayPaymentId: record.gatewayPaymentId, subscriptionId: subscription.id }, 'The provider reports a renewal payment we recorded as failed as succeeded: staff must refund it or settle it by hand');
      }
      return 'settled';
    }
    // Taken from the items given rather than found: a find first flushes whatever another renewal in the
    // same batch changed in its items (FlushMode.AUTO), and a batch would then flush once per renewal.
    const item = items?.find((candidate) => candidate.id === record.subscriptionItemId) ?? (await em.findOneOrFail(SubscriptionItem, record.subscriptionItemId!));
    if (outcome.status === 'succeeded') {
      await this.paid(em, subscription, item, record, items ?? (await em.find(SubscriptionItem, { subscription })));
      return 'paid';
    }
    if (outcome.status === 'requires_action') {
      // Already waiting for this authentication: the customer has their link.
      if (record.status === 'requires_action' && subscription.status === 'processing') return 'needs-authentication';
      record.status = 'requires_action';
      ITEM_LIFECYCLE.take(item, 'await-customer', 'billing');
      SUBSCRIPTION_LIFECYCLE.take(subscription, 'await-authentication', 'billing');
      subscription.retryOn = undefined;
      await this.email(em, subscription, 'renewal-authentication-required', {
        amount: formatPounds(record.amountPence),
        treatment: item.name,
        confirmUrl: this.link(`/v2/profile/payments/${record.id}`),
      });
      return 'needs-authentication';
    }
    if (outcome.status === 'processing') return 'pending';
    await this.declined(em, subscription, item, record, outcome.failureMessage ?? 'Your card was declined.', outcome.declineCode);
    return 'declined';
  }

  private async paid(em: EntityManager, subscription: Subscription, item: SubscriptionItem, record: PaymentRecord, items: SubscriptionItem[]): Promise<void> {
    const now = this.clock.now();
    const today = ukCalendarDate(now);
    Object.assign(record, { status: 'succeeded', failureMessage: undefined, paidAt: now, settledAt: now });
    // 'paid' is what fulfilment's dispatch list looks for.
    ITEM_LIFECYCLE.take(item, 'pay', 'billing');
    Object.assign(item, { paidAt: now, transactionId: record.gatewayPaymentId, transactionPricePence: supplyShareOf(record.amountPence, record.addOnLines) });
    if (record.creditPence > 0) {
      const account = await em.findOne(BillingAccount, { userId: record.userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (account) account.creditPence = Math.max(0, account.creditPence - record.creditPence);
    }
    const dueOn = record.dueOn!;
    SUBSCRIPTION_LIFECYCLE.take(subscription, 'renew', 'billing');
    subscription.retryOn = undefined;
    subscription.dueAt = dueDateAfter(dueOn, today, item.interval, item.intervalCount) ?? undefined;
    const following = nextSupply(items);
    if (following) subscription.pricePence = 'item' in following ? following.item.pricePence : following.repeat.pricePence;
    // A 'once' add-on went in this box; 'every delivery' ones stay for the next (docs/billing-engine.md, 'Add-ons').
    const usedUp = record.addOnLines.filter((line) => line.frequency === 'once').map((line) => line.addOnId);
    if (usedUp.length > 0) await em.nativeDelete(SubscriptionAddOn, { id: { $in: usedUp }, subscription: subscription.id });
    // Prescribing counts the supply against the prescription, and fulfilment puts it on the dispatch list, in this same transaction.
    await this.events.publish(new SupplyRenewed(subscription.id, item.id, subscription.userId, item.name, item.code, today, record.attempt));
    await this.email(em, subscription, 'renewal-receipt', {
      orderId: `#${subscription.id}`,
      treatment: [item.name, ...record.addOnLines.map((line) => line.name)].join(', '),
      amount: formatPounds(record.amountPence),
      paidOn: displayDate(today),
      nextCharge: subscription.dueAt ? displayDate(subscription.dueAt) : '',
      accountUrl: this.link('/v2/profile'),
      paidWith: record.paidWithCredit ? 'account-credit' : '',
      soldOut: record.soldOutAddOns.map((addOn) => addOn.name).join(', '),
    });
  }

  private async declined(em: EntityManager, subscription: Subscription, item: SubscriptionItem, record: PaymentRecord, message: string, declineCode: string | undefined): Promise<void> {
    Object.assign(record, { status: 'failed', failureMessage: message.slice(0, 300), declineCode: declineCode?.slice(0, 60) });
    // Its add-ons will not ship with this payment: their packs go back on sale (a retry reserves again).
    await this.addOnStock.releaseFor(record);
    ITEM_LIFECYCLE.take(item, 'await-customer', 'billing');
    SUBSCRIPTION_LIFECYCLE.take(subscription, 'fail-renewal', 'billing');
    if (declineClass(declineCode) === 'hard') {
      // Lost, stolen, closed: this card will never pay, so no retries; the customer is asked for another one.
      subscription.retryOn = undefined;
      await this.events.publish(new RenewalDeclined(subscription.id, record.attempt, 'hard', null));
      await this.email(em, subscription, 'renewal-new-card-needed', { treatment: item.name, amount: formatPounds(record.amountPence), reason: message, updateCardUrl: this.link('/v2/profile') });
      return;
    }
    const failures = await em.count(PaymentRecord, { subscriptionId: subscription.id, dueOn: record.dueOn, status: 'failed' });
    subscription.retryOn = retryDateAfter(record.dueOn!, failures) ?? undefined;
    if (!subscription.retryOn) this.logger.warn({ subscriptionId: subscription.id, dueOn: record.dueOn }, 'Renewal declined after the last retry; the subscription stays failed');
    await this.events.publish(new RenewalDeclined(subscription.id, record.attempt, 'soft', subscription.retryOn ?? null));
    await this.email(em, subscription, 'renewal-payment-failed', {
      treatment: item.name,
      amount: formatPounds(record.amountPence),
      reason: message,
      retryOn: subscription.retryOn ? displayDate(subscription.retryOn) : '',
      updateCardUrl: this.link('/v2/profile'),
    });
  }

  /** An absolute link into the shop for an email. */
  link(path: string): string {
    return `${this.config.get('APP_URL')}${path}`;
  }

  /** Queued through the outbox in the same transaction: a rolled-back renewal sends nothing. Other channels (texts) react to the event. */
  async email(em: EntityManager, subscription: Subscription, template: string, data: Record<string, string>): Promise<void> {
    const patient = await this.queries.execute(new GetPatientDetailsQuery(subscription.userId));
    if (!patient) return;
    addToOutbox(em, JobName.SendEmail, { to: patient.email, template, data: { firstName: patient.firstName, ...data } });
    await this.events.publish(new BillingNoticeSent(subscription.userId, subscription.id, template, data));
  }
}
