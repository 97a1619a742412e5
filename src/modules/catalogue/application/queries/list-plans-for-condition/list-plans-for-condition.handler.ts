import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TreatmentReader } from '../../../infrastructure/treatment-reader';
import { ListPlansForConditionQuery, PlanOffer } from './list-plans-for-condition.query';

@QueryHandler(ListPlansForConditionQuery)
export class ListPlansForConditionHandler implements IQueryHandler<ListPlansForConditionQuery> {
  constructor(private readonly treatments: TreatmentReader) {}

  async execute({ condition }: ListPlansForConditionQuery): Promise<PlanOffer[]> {
    const treatments = (await this.treatments.all()).filter((treatment) => treatment.condition === condition && !treatment.comingSoon);
    return treatments.flatMap((treatment) =>
      treatment.plans
        .filter((plan) => plan.items.length > 0)
        .map((plan) => ({
          planId: plan.id,
          planName: plan.name,
          treatment: { slug: treatment.slug, title: treatment.title, imageUrl: treatment.imageUrl, category: treatment.category },
          items: plan.items.map((item) => ({
            itemId: item.id,
            code: item.code,
            name: item.name,
            pricePence: item.pricePence,
            interval: item.interval ?? null,
            intervalCount: item.intervalCount ?? null,
          })),
        })),
    );
  }
}
