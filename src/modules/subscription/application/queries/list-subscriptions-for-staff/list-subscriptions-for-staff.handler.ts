import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetPeopleByIdQuery, SearchCustomerIdsQuery } from '../../../../identity';
import { currentItemOf, HIGHLIGHTED_ITEM_CODE } from '../../../domain/staff-rules';
import { SubscriptionItem } from '../../../infrastructure/subscription-item.entity';
import { Subscription } from '../../../infrastructure/subscription.entity';
import { StaffWorkbench } from '../../staff-workbench';
import { ListSubscriptionsForStaffQuery, StaffSubscriptionPage } from './list-subscriptions-for-staff.query';

/** A search looks through this many matching customers at most (newest first); beyond it staff are asked to narrow it. */
const CUSTOMER_MATCH_LIMIT = 1000;

@QueryHandler(ListSubscriptionsForStaffQuery)
export class ListSubscriptionsForStaffHandler implements IQueryHandler<ListSubscriptionsForStaffQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly workbench: StaffWorkbench,
  ) {}

  async execute({ filter }: ListSubscriptionsForStaffQuery): Promise<StaffSubscriptionPage> {
    const where: FilterQuery<Subscription> = {};
    if (filter.status) where.status = filter.status;
    if (filter.planId) where.treatmentPlanId = filter.planId;
    let customerMatchesCapped = false;
    if (filter.keyword) {
      const customerIds = await this.queries.execute(new SearchCustomerIdsQuery(filter.keyword, CUSTOMER_MATCH_LIMIT + 1));
      customerMatchesCapped = customerIds.length > CUSTOMER_MATCH_LIMIT;
      const orderId = /^#?(\d{1,9})$/.exec(filter.keyword)?.[1];
      where.$or = [
        { userId: { $in: customerIds.slice(0, CUSTOMER_MATCH_LIMIT) } },
        { stripeSubscriptionId: filter.keyword },
        ...(orderId ? [{ id: Number(orderId) }] : []),
      ];
    }
    const [subscriptions, total] = await this.em.findAndCount(Subscription, where, {
      orderBy: { id: 'desc' },
      limit: filter.perPage,
      offset: (filter.page - 1) * filter.perPage,
      fields: ['id', 'userId', 'status', 'stripeSubscriptionId', 'treatmentPlanId', 'dueAt'],
    });
    const ids = subscriptions.map((subscription) => subscription.id);
    const [items, people, catalogue] = await Promise.all([
      ids.length ? this.em.find(SubscriptionItem, { subscription: ids }, { fields: ['subscription', 'code', 'status', 'position'], orderBy: { position: 'asc', id: 'asc' } }) : [],
      this.queries.execute(new GetPeopleByIdQuery([...new Set(subscriptions.map((subscription) => subscription.userId))])),
      this.workbench.catalogue(),
    ]);
    const treatmentOfPlan = new Map(catalogue.flatMap((treatment) => treatment.plans.map((plan) => [plan.id, treatment.title] as const)));
    return {
      total,
      customerMatchesCapped,
      data: subscriptions.map((subscription) => {
        const current = currentItemOf(items.filter((item) => item.subscription.id === subscription.id));
        const person = people[subscription.userId];
        return {
          id: subscription.id,
          customer: { id: subscription.userId, name: person?.name ?? `Customer #${subscription.userId}`, email: person?.email ?? '' },
          status: subscription.status,
          stripeSubscriptionId: subscription.stripeSubscriptionId ?? null,
          treatment: treatmentOfPlan.get(subscription.treatmentPlanId) ?? 'Unknown plan',
          dueAt: subscription.dueAt ?? null,
          currentItemCode: current?.code ?? null,
          highlighted: current?.code === HIGHLIGHTED_ITEM_CODE,
        };
      }),
    };
  }
}
