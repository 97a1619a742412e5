import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { RenewalPaymentNotFoundError } from '../../../domain/subscription.errors';
import { PaymentRecord } from '../../../infrastructure/payment.entity';
import { SubscriptionItem } from '../../../infrastructure/subscription-item.entity';
import { PaymentGateway } from '../../payment-gateway';
import { GetRenewalPaymentQuery, RenewalPaymentView } from './get-renewal-payment.query';

@QueryHandler(GetRenewalPaymentQuery)
export class GetRenewalPaymentHandler implements IQueryHandler<GetRenewalPaymentQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly gateway: PaymentGateway,
  ) {}

  async execute({ userId, paymentId }: GetRenewalPaymentQuery): Promise<RenewalPaymentView> {
    const record = await this.em.findOne(PaymentRecord, { id: paymentId, userId, dueOn: { $ne: null } });
    if (!record) throw new RenewalPaymentNotFoundError();
    const item = await this.em.findOne(SubscriptionItem, record.subscriptionItemId!);
    const waiting = record.status === 'requires_action' ? await this.gateway.retrievePayment(record.gatewayPaymentId) : undefined;
    return {
      paymentId: record.id,
      subscriptionId: record.subscriptionId,
      treatment: item?.name ?? 'Your treatment',
      amountPence: record.amountPence,
      dueOn: record.dueOn!,
      status: record.status,
      clientSecret: waiting?.clientSecret ?? null,
      paymentMethodId: waiting?.paymentMethodId ?? null,
      provider: this.gateway.provider,
      publishableKey: this.gateway.publishableKey,
    };
  }
}
