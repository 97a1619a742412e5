import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BillingAccount } from '../../../infrastructure/billing-account.entity';
import { PaymentRecord } from '../../../infrastructure/payment.entity';
import { Subscription } from '../../../infrastructure/subscription.entity';
import { CustomerCards } from '../../customer-cards';
import { ExportSubscriptionDataQuery, SubscriptionData } from './export-subscription-data.query';

const orderNumber = (subscriptionId: number) => `#${subscriptionId}`;

@QueryHandler(ExportSubscriptionDataQuery)
export class ExportSubscriptionDataHandler implements IQueryHandler<ExportSubscriptionDataQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly cards: CustomerCards,
  ) {}

  async execute({ userId }: ExportSubscriptionDataQuery): Promise<SubscriptionData> {
    // One query after another: an erasure asks this inside its transaction, on one connection.
    const subscriptions = await this.em.find(Subscription, { userId }, { populate: ['items'], orderBy: { id: 'asc' } });
    const payments = await this.em.find(PaymentRecord, { userId }, { orderBy: { id: 'asc' } });
    const account = await this.em.findOne(BillingAccount, { userId });
    const cards = await this.cards.of(userId);
    return {
      subscriptions: subscriptions.map((subscription) => ({
        orderNumber: orderNumber(subscription.id),
        id: subscription.id,
        status: subscription.status,
        condition: subscription.condition,
        consultationId: subscription.consultationId ?? null,
        startedAt: subscription.createdAt.toISOString(),
        nextDeliveryOn: subscription.dueAt ?? null,
        pausedUntil: subscription.pausedUntil ?? null,
        cancelledAt: subscription.cancelledAt?.toISOString() ?? null,
        cancellationReason: subscription.cancellationReason ?? null,
        promotionCode: subscription.promotionCode ?? null,
        referralCode: subscription.referralCode ?? null,
        supplies: subscription.items.getItems().map((item) => ({
          code: item.code,
          name: item.name,
          pricePence: item.pricePence,
          chargedPence: item.transactionPricePence ?? null,
          status: item.status,
          paidAt: item.paidAt?.toISOString() ?? null,
          shippedOn: item.shippedOn ?? null,
          trackingNumber: item.trackingNumber ?? null,
        })),
      })),
      payments: payments.map((payment) => ({
        orderNumber: orderNumber(payment.subscriptionId),
        reference: payment.gatewayPaymentId,
        status: payment.status,
        amountPence: payment.amountPence,
        beforeOffersPence: payment.originalPence,
        discountPence: payment.discountPence,
        creditUsedPence: payment.creditPence,
        promotionCode: payment.promotionCode ?? null,
        forDeliveryDue: payment.dueOn ?? null,
        failureMessage: payment.failureMessage ?? null,
        createdAt: payment.createdAt.toISOString(),
        paidAt: payment.paidAt?.toISOString() ?? null,
        disputedAt: payment.disputedAt?.toISOString() ?? null,
      })),
      savedCards: cards.map((card) => ({ brand: card.brand, last4: card.last4, expires: `${String(card.expMonth).padStart(2, '0')}/${card.expYear}` })),
      referralCreditPence: account?.creditPence ?? 0,
    };
  }
}
