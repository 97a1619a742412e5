import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { supplyShareOf } from '../../../domain/add-on-line';
import { PaymentRecord } from '../../../infrastructure/payment.entity';
import { SubscriptionItem } from '../../../infrastructure/subscription-item.entity';
import { GetSupplyQuery, Supply } from './get-supply.query';

@QueryHandler(GetSupplyQuery)
export class GetSupplyHandler implements IQueryHandler<GetSupplyQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ itemId }: GetSupplyQuery): Promise<Supply | null> {
    const item = await this.em.findOne(SubscriptionItem, itemId, { populate: ['subscription'] });
    if (!item) return null;
    const payment = item.transactionId ? await this.em.findOne(PaymentRecord, { gatewayPaymentId: item.transactionId }) : null;
    return {
      itemId: item.id,
      subscriptionId: item.subscription.id,
      subscriptionStatus: item.subscription.status,
      userId: item.subscription.userId,
      catalogueItemId: item.catalogueItemId,
      code: item.code,
      name: item.name,
      status: item.status,
      paidAt: item.paidAt ?? null,
      shippedOn: item.shippedOn ?? null,
      trackingNumber: item.trackingNumber ?? null,
      pricePence: item.pricePence,
      payment: payment && {
        reference: payment.gatewayPaymentId,
        amountPence: payment.amountPence,
        supplyAmountPence: supplyShareOf(payment.amountPence, payment.addOnLines),
        originalPence: payment.originalPence,
        discountPence: payment.discountPence,
        creditPence: payment.creditPence,
        promotionCode: payment.promotionCode ?? null,
        paidAt: payment.paidAt ?? null,
        refunded: payment.status === 'refunded',
      },
      addOns: payment?.addOnLines ?? [],
    };
  }
}
