import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AddOnLine } from '../../../domain/add-on-line';
import { PaymentRecord } from '../../../infrastructure/payment.entity';
import { ListSupplyAddOnsQuery } from './list-supply-add-ons.query';

@QueryHandler(ListSupplyAddOnsQuery)
export class ListSupplyAddOnsHandler implements IQueryHandler<ListSupplyAddOnsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ itemIds }: ListSupplyAddOnsQuery): Promise<Map<number, AddOnLine[]>> {
    const lines = new Map<number, AddOnLine[]>();
    if (itemIds.length === 0) return lines;
    // The paid payment of each supply: a supply is paid once (the others for it failed).
    const payments = await this.em.find(PaymentRecord, { subscriptionItemId: { $in: [...itemIds] }, status: 'succeeded' }, { fields: ['subscriptionItemId', 'addOnLines'] });
    for (const payment of payments) if (payment.addOnLines.length) lines.set(payment.subscriptionItemId!, payment.addOnLines);
    return lines;
  }
}
