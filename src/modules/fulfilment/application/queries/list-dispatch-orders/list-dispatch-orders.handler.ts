import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { FulfilmentOrder } from '../../../infrastructure/fulfilment-order.entity';
import { DispatchPage, ListDispatchOrdersQuery } from './list-dispatch-orders.query';

@QueryHandler(ListDispatchOrdersQuery)
export class ListDispatchOrdersHandler implements IQueryHandler<ListDispatchOrdersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ status, keyword, page, perPage }: ListDispatchOrdersQuery): Promise<DispatchPage> {
    const where: FilterQuery<FulfilmentOrder> = { status };
    const text = keyword?.trim().replace(/^#/, '');
    if (text) {
      const orderNumber = /^\d{1,9}$/.test(text) ? Number(text) : undefined;
      const like = { $ilike: `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%` };
      where.$or = [{ customerName: like }, { treatment: like }, { trackingNumber: like }, ...(orderNumber ? [{ subscriptionId: orderNumber }, { subscriptionItemId: orderNumber }] : [])];
    }
    const [orders, total] = await this.em.findAndCount(FulfilmentOrder, where, {
      orderBy: status === 'waiting' ? { createdAt: 'asc', id: 'asc' } : { dispatchedOn: 'desc', id: 'desc' },
      limit: perPage,
      offset: (page - 1) * perPage,
    });
    return {
      data: orders.map((order) => ({
        order_id: `#${order.subscriptionId}`,
        subscription_id: order.subscriptionId,
        item_id: order.subscriptionItemId,
        customer_name: order.customerName,
        treatment: order.treatment,
        quantity: order.quantity,
        dispatch_date: order.dispatchedOn ?? null,
        status: order.status,
        tracking_number: order.trackingNumber ?? null,
      })),
      total,
      page,
      perPage,
    };
  }
}
