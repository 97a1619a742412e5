import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../shared/domain/clock';
import { DomainEvents } from '../../../shared/events/domain-events';
import { formatPounds } from '../../../shared/domain/money';
import { addToOutbox } from '../../../shared/outbox/outbox';
import { JobName } from '../../../shared/queue/jobs';
import { GetPatientDetailsQuery } from '../../identity';
import { ITEM_LIFECYCLE } from '../domain/item.state-machine';
import { SubscriptionAwaitingReview } from '../domain/events/subscription-awaiting-review.event';
import { REFERRAL_REWARD_PENCE } from '../domain/referral';
import { SUBSCRIPTION_LIFECYCLE } from '../domain/subscription.state-machine';
import { PaymentRecord } from '../infrastructure/payment.entity';
import { Subscription } from '../infrastructure/subscription.entity';
import { changeAccountCredit } from './billing-accounts';
import type { Payment } from './payment-gateway';

/**
 * Brings our records in line with what the provider says about a payment. A
 * succeeded first payment is settled exactly once, whichever arrives first (the
 * browser's confirm call or the provider's webhook) and however often: the
 * subscription goes to review, the first item is paid, credit moves, the email goes.
 */
@Injectable()
export class PaymentSettlement {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
    private readonly events: DomainEvents,
  ) {}

  async record(paymentRecordId: number, outcome: Payment): Promise<PaymentRecord> {
    const patient = await this.patientOf(paymentRecordId);
    return this.em.fork().transactional(async (em) => {
      const payment = await em.findOneOrFail(PaymentRecord, paymentRecordId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (payment.settledAt || payment.status === 'refunded') return payment;
      payment.status = outcome.status === 'succeeded' ? 'succeeded' : outcome.status === 'requires_action' ? 'requires_action' : 'failed';
      payment.failureMessage = outcome.failureMessage;
      if (payment.status === 'succeeded') await this.settle(em, payment, patient);
      return payment;
    });
  }

  private async settle(em: EntityManager, payment: PaymentRecord, patient: { email: string; firstName: string } | null): Promise<void> {
    const now = this.clock.now();
    const subscription = await em.findOneOrFail(Subscription, payment.subscriptionId, { populate: ['items'] });
    SUBSCRIPTION_LIFECYCLE.take(subscription, 'pay', 'billing');
    const firstItem = subscription.items.getItems()[0];
    ITEM_LIFECYCLE.take(firstItem, 'pay', 'billing');
    Object.assign(firstItem, { paidAt: now, transactionId: payment.gatewayPaymentId, transactionPricePence: payment.amountPence });

    if (payment.creditPence > 0) await changeAccountCredit(em, payment.userId, -payment.creditPence);
    if (subscription.referrerUserId) await changeAccountCredit(em, subscription.referrerUserId, REFERRAL_REWARD_PENCE);

    if (patient) {
      addToOutbox(em, JobName.SendEmail, {
        to: patient.email,
        template: 'order-confirmation',
        data: { firstName: patient.firstName, orderId: `#${subscription.id}`, treatment: firstItem.name, amount: formatPounds(payment.amountPence) },
      });
    }
    Object.assign(payment, { paidAt: now, settledAt: now });
    // Its reactions (the order-risk checks) run once this commits.
    await this.events.publish(new SubscriptionAwaitingReview(subscription.id, subscription.userId));
  }

  private async patientOf(paymentRecordId: number): Promise<{ email: string; firstName: string } | null> {
    const payment = await this.em.fork().findOneOrFail(PaymentRecord, paymentRecordId);
    return this.queries.execute(new GetPatientDetailsQuery(payment.userId));
  }
}
