import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Treatment } from '../../../infrastructure/treatment.entity';
import { ListTreatmentsQuery, TreatmentSummary } from './list-treatments.query';

@QueryHandler(ListTreatmentsQuery)
export class ListTreatmentsHandler implements IQueryHandler<ListTreatmentsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<TreatmentSummary[]> {
    // One query: treatments with their plans and items joined in.
    const treatments = await this.em.find(Treatment, {}, { populate: ['plans.items'], orderBy: { position: 'asc' }, strategy: 'joined' });
    return treatments.map((treatment) => {
      const firstItem = treatment.plans.getItems()[0]?.items.getItems()[0];
      return {
        slug: treatment.slug,
        title: treatment.title,
        condition: treatment.condition,
        category: treatment.category,
        description: treatment.description,
        imageUrl: treatment.imageUrl,
        label: treatment.label ?? null,
        comingSoon: treatment.comingSoon,
        fromPricePence: firstItem?.pricePence ?? 0,
        ingredients: firstItem?.ingredients.map((ingredient) => ingredient.name) ?? [],
      };
    });
  }
}
