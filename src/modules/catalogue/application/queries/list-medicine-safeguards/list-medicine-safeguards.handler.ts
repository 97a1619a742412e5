import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { normalisedSafeguards } from '../../../domain/safeguards';
import { TreatmentItem } from '../../../infrastructure/treatment-item.entity';
import { ListMedicineSafeguardsQuery, type MedicineSafeguards } from './list-medicine-safeguards.query';

@QueryHandler(ListMedicineSafeguardsQuery)
export class ListMedicineSafeguardsHandler implements IQueryHandler<ListMedicineSafeguardsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ codes }: ListMedicineSafeguardsQuery): Promise<MedicineSafeguards[]> {
    if (codes.length === 0) return [];
    const items = await this.em.find(TreatmentItem, { code: { $in: [...new Set(codes)] } }, { fields: ['code', 'name', 'safeguards'], orderBy: { code: 'asc' } });
    return items.map(({ code, name, safeguards }) => ({ code, name, safeguards: normalisedSafeguards(safeguards) }));
  }
}
