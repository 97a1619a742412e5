import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Subscription } from '../../../infrastructure/subscription.entity';
import { PaymentGateway } from '../../payment-gateway';
import { GetOrderRiskFactsQuery, OrderRiskFacts } from './get-order-risk-facts.query';

/** The subscription by its key, the patient's others by the (user_id, status) index. */
@QueryHandler(GetOrderRiskFactsQuery)
export class GetOrderRiskFactsHandler implements IQueryHandler<GetOrderRiskFactsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly gateway: PaymentGateway,
  ) {}

  async execute({ subscriptionId }: GetOrderRiskFactsQuery): Promise<OrderRiskFacts | null> {
    const subscription = await this.em.findOne(Subscription, subscriptionId);
    if (!subscription) return null;
    // One after the other: inside a transaction both would queue on the one connection anyway.
    const others = await this.em.find(Subscription, { userId: subscription.userId, id: { $ne: subscription.id } }, { fields: ['id', 'condition', 'status'], orderBy: { id: 'asc' } });
    // A provider that cannot answer leaves the card unchecked rather than failing the whole check.
    const cardFingerprint = subscription.paymentMethodId ? await this.gateway.cardFingerprint(subscription.paymentMethodId).catch(() => null) : null;
    return {
      subscriptionId: subscription.id,
      userId: subscription.userId,
      condition: subscription.condition,
      status: subscription.status,
      cardFingerprint,
      otherSubscriptions: others.map((other) => ({ id: other.id, condition: other.condition, status: other.status })),
    };
  }
}
