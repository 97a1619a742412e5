import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { addOnStock } from '../../../domain/add-on';
import { TreatmentItem } from '../../../infrastructure/treatment-item.entity';
import { AddOnOffer, ListAddOnsQuery } from './list-add-ons.query';

@QueryHandler(ListAddOnsQuery)
export class ListAddOnsHandler implements IQueryHandler<ListAddOnsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ catalogueItemIds }: ListAddOnsQuery): Promise<AddOnOffer[]> {
    if (catalogueItemIds && catalogueItemIds.length === 0) return [];
    const items = await this.em.find(
      TreatmentItem,
      { addOn: true, ...(catalogueItemIds ? { id: { $in: [...catalogueItemIds] } } : {}) },
      { populate: ['plan.treatment'], orderBy: { plan: { treatment: { position: 'asc' } }, position: 'asc' } },
    );
    return items.map((item) => ({
      catalogueItemId: item.id,
      code: item.code,
      name: item.name,
      title: item.plan.treatment.title,
      description: item.plan.treatment.description,
      imageUrl: item.plan.treatment.imageUrl,
      pricePence: item.pricePence,
      available: addOnStock(item.stockOnHand, item.stockReserved).available,
    }));
  }
}
