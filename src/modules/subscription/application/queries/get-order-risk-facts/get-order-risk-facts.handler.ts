import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { SubscriptionStatus } from '../../../domain/subscription-status';
import { PaymentGateway } from '../../payment-gateway';
import { GetOrderRiskFactsQuery, OrderRiskFacts, PatientSubscriptionFact } from './get-order-risk-facts.query';

interface FactsRow {
  id: number;
  user_id: number;
  condition: string;
  status: SubscriptionStatus;
  payment_method_id: string | null;
  others: PatientSubscriptionFact[];
}

/**
 * The subscription by its key and the patient's others by the (user_id, status) index, in one
 * plain statement in the caller's transaction: every renewal's risk check asks this, and two ORM
 * finds mapping whole subscriptions cost more than the check used of them.
 */
@QueryHandler(GetOrderRiskFactsQuery)
export class GetOrderRiskFactsHandler implements IQueryHandler<GetOrderRiskFactsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly gateway: PaymentGateway,
  ) {}

  async execute({ subscriptionId }: GetOrderRiskFactsQuery): Promise<OrderRiskFacts | null> {
    const [subscription] = await this.em.getConnection().execute<FactsRow[]>(
      `select s.id, s.user_id, s.condition, s.status, s.payment_method_id,
              (select coalesce(json_agg(json_build_object('id', o.id, 'condition', o.condition, 'status', o.status) order by o.id), '[]')
                 from subscription o where o.user_id = s.user_id and o.id <> s.id) as others
         from subscription s where s.id = ?`,
      [subscriptionId],
      'all',
      this.em.getTransactionContext(),
    );
    if (!subscription) return null;
    // A provider that cannot answer leaves the card unchecked rather than failing the whole check.
    const cardFingerprint = subscription.payment_method_id ? await this.gateway.cardFingerprint(subscription.payment_method_id).catch(() => null) : null;
    return {
      subscriptionId: subscription.id,
      userId: subscription.user_id,
      condition: subscription.condition,
      status: subscription.status,
      cardFingerprint,
      otherSubscriptions: subscription.others,
    };
  }
}
