import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AppConfig } from '../../../../config/app-config';
import { formatPounds } from '../../../../shared/domain/money';
import { ReactsTo, type DomainEventReaction } from '../../../../shared/events/domain-events';
import { addToOutbox } from '../../../../shared/outbox/outbox';
import { JobName } from '../../../../shared/queue/jobs';
import { GetPatientDetailsQuery } from '../../../identity';
import { IDENTITY_DECLINE_REASON, ReviewDeclined } from '../../../prescribing';
import { dropUnpaidSupplies, ITEM_LIFECYCLE } from '../../domain/item.state-machine';
import { REFERRAL_REWARD_PENCE } from '../../domain/referral';
import { SubscriptionNotFoundError } from '../../domain/subscription.errors';
import { SUBSCRIPTION_LIFECYCLE } from '../../domain/subscription.state-machine';
import { PaymentRecord } from '../../infrastructure/payment.entity';
import { Subscription } from '../../infrastructure/subscription.entity';
import { AddOnReservations } from '../add-on-reservations';
import { changeAccountCredit } from '../billing-accounts';
import { PaymentGateway } from '../payment-gateway';

/**
 * A prescriber declined: the first payment is refunded in full, with the credit it spent,
 * and the subscription cancelled (ADR 0005). The refund goes first: if the provider
 * refuses, the error rolls the prescriber's whole decision back, so it can be made again.
 * The email tells the patient the decision, the reason written for them and the refund; the
 * internal note stays with staff.
 */
@Injectable()
@ReactsTo(ReviewDeclined, 'in-transaction')
export class RefundOnDecline implements DomainEventReaction<ReviewDeclined> {
  constructor(
    private readonly em: EntityManager,
    private readonly gateway: PaymentGateway,
    private readonly queries: QueryBus,
    private readonly addOnStock: AddOnReservations,
    private readonly config: AppConfig,
  ) {}

  async react({ subscriptionId, reason }: ReviewDeclined): Promise<void> {
    const subscription = await this.em.findOne(Subscription, subscriptionId, { populate: ['items'] });
    if (!subscription) throw new SubscriptionNotFoundError();
    SUBSCRIPTION_LIFECYCLE.check(subscription, 'decline', 'prescriber');
    const payment = await this.em.findOne(PaymentRecord, { subscriptionId, status: 'succeeded' });
    if (payment) await this.gateway.refund(payment.gatewayPaymentId, `refund-payment-${payment.id}`);

    SUBSCRIPTION_LIFECYCLE.take(subscription, 'decline', 'prescriber');
    if (payment) {
      payment.status = 'refunded';
      // In full: the account credit the order spent goes back to the customer, and the friend who referred them
      // loses the reward that order earned (docs/billing-engine.md), or what is left of it.
      if (payment.creditPence > 0) await changeAccountCredit(this.em, subscription.userId, payment.creditPence);
      if (subscription.referrerUserId) await changeAccountCredit(this.em, subscription.referrerUserId, -REFERRAL_REWARD_PENCE);
    }
    const refunded = subscription.items.filter((item) => ITEM_LIFECYCLE.allows('refund', item.status, 'prescriber'));
    for (const item of refunded) ITEM_LIFECYCLE.take(item, 'refund', 'prescriber');
    const dropped = dropUnpaidSupplies(subscription.items, 'prescriber');
    // Boxes that will not ship now give their add-on packs back.
    await this.addOnStock.follow(this.em, subscription.id, [...refunded, ...dropped]);

    const patient = await this.queries.execute(new GetPatientDetailsQuery(subscription.userId));
    if (patient) {
      addToOutbox(this.em, JobName.SendEmail, {
        to: patient.email,
        template: 'treatment-declined',
        data: {
          firstName: patient.firstName,
          orderId: `#${subscription.id}`,
          treatment: subscription.items.getItems()[0]?.name ?? 'treatment',
          refunded: formatPounds(payment?.amountPence ?? 0),
          creditReturned: payment?.creditPence ? formatPounds(payment.creditPence) : '',
          cause: reason === IDENTITY_DECLINE_REASON ? 'identity_check' : 'prescriber',
          accountUrl: `${this.config.get('APP_URL')}/v2/profile`,
        },
      });
    }
  }
}
