import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TreatmentItem } from '../../../infrastructure/treatment-item.entity';
import { GetSupplyDetailsQuery, SupplyDetails } from './get-supply-details.query';

@QueryHandler(GetSupplyDetailsQuery)
export class GetSupplyDetailsHandler implements IQueryHandler<GetSupplyDetailsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ catalogueItemId }: GetSupplyDetailsQuery): Promise<SupplyDetails | null> {
    const item = await this.em.findOne(TreatmentItem, catalogueItemId);
    if (!item) return null;
    const { form, quantity, quantityUnit, directions, ingredients } = item;
    return { form, quantity, quantityUnit, directions, ingredients: [...ingredients], batch: item.batch ?? null, maxCourseDays: item.maxCourseDays ?? null };
  }
}
