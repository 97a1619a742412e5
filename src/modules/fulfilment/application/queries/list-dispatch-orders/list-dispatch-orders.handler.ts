import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ListSupplyAddOnsQuery } from '../../../../subscription';
import { supplyOfDispatchReference } from '../../../domain/dispatch-reference';
import type { CheckStage } from '../../../domain/dispensing-checks';
import { FulfilmentOrder } from '../../../infrastructure/fulfilment-order.entity';
import { dispatchRow } from '../../dispatch-row';
import { DispatchPage, ListDispatchOrdersQuery } from './list-dispatch-orders.query';

/** Each stage as a condition on the order's checks (the clinical check comes first: see stageOf). */
const STAGE_FILTERS: Record<CheckStage, FilterQuery<FulfilmentOrder>> = {
  'awaiting-clinical-check': { checks: { $none: { kind: 'clinical' } } },
  'awaiting-accuracy-check': { $and: [{ checks: { $some: { kind: 'clinical' } } }, { checks: { $none: { kind: 'accuracy' } } }] },
  'ready-to-ship': { $and: [{ checks: { $some: { kind: 'clinical' } } }, { checks: { $some: { kind: 'accuracy' } } }] },
};

@QueryHandler(ListDispatchOrdersQuery)
export class ListDispatchOrdersHandler implements IQueryHandler<ListDispatchOrdersQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ status, keyword, page, perPage, checkStage }: ListDispatchOrdersQuery): Promise<DispatchPage> {
    const conditions: FilterQuery<FulfilmentOrder>[] = [{ status }];
    if (checkStage && status === 'waiting') conditions.push(STAGE_FILTERS[checkStage]);
    const text = keyword?.trim().replace(/^#/, '');
    if (text) {
      // The order's reference (DO-000123) names one supply; a bare number may be the supply or the subscription.
      const supply = supplyOfDispatchReference(text);
      const orderNumber = /^\d{1,9}$/.test(text) ? Number(text) : undefined;
      const like = { $ilike: `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%` };
      conditions.push(
        supply !== null
          ? { subscriptionItemId: supply }
          : { $or: [{ customerName: like }, { treatment: like }, { trackingNumber: like }, ...(orderNumber ? [{ subscriptionId: orderNumber }, { subscriptionItemId: orderNumber }] : [])] },
      );
    }
    const [orders, total] = await this.em.findAndCount(FulfilmentOrder, { $and: conditions }, {
      orderBy: status === 'waiting' ? { createdAt: 'asc', id: 'asc' } : { dispatchedOn: 'desc', id: 'desc' },
      limit: perPage,
      offset: (page - 1) * perPage,
    });
    // The page's checks in one query, not a join that would multiply the paged rows.
    await this.em.populate(orders, ['checks']);
    const addOns = await this.queries.execute(new ListSupplyAddOnsQuery(orders.map((order) => order.subscriptionItemId)));
    return { data: orders.map((order) => dispatchRow(order, addOns.get(order.subscriptionItemId))), total, page, perPage };
  }
}
