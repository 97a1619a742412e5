import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { scriptRef } from '../../../../prescribing';
import { dispatchReference } from '../../../domain/dispatch-reference';
import { FulfilmentOrder } from '../../../infrastructure/fulfilment-order.entity';
import { ExportFulfilmentDataQuery, FulfilmentData } from './export-fulfilment-data.query';

@QueryHandler(ExportFulfilmentDataQuery)
export class ExportFulfilmentDataHandler implements IQueryHandler<ExportFulfilmentDataQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: ExportFulfilmentDataQuery): Promise<FulfilmentData> {
    const orders = await this.em.find(FulfilmentOrder, { userId }, { orderBy: { id: 'asc' } });
    return {
      dispatches: orders.map((order) => ({
        orderNumber: `#${order.subscriptionId}`,
        dispatchReference: dispatchReference(order.subscriptionItemId),
        treatment: order.treatment,
        quantity: order.quantity,
        status: order.status,
        prescriptionReference: scriptRef(order.prescriptionId),
        dispatchedOn: order.dispatchedOn ?? null,
        carrier: order.carrier ?? null,
        trackingNumber: order.trackingNumber ?? null,
        createdAt: order.createdAt.toISOString(),
      })),
    };
  }
}
