import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TreatmentPlan } from '../../../infrastructure/treatment-plan.entity';
import { GetPlanSummariesQuery, PlanSummary } from './get-plan-summaries.query';

@QueryHandler(GetPlanSummariesQuery)
export class GetPlanSummariesHandler implements IQueryHandler<GetPlanSummariesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ planIds }: GetPlanSummariesQuery): Promise<PlanSummary[]> {
    if (planIds.length === 0) return [];
    const plans = await this.em.find(TreatmentPlan, { id: planIds }, { populate: ['treatment', 'items'], strategy: 'joined' });
    return plans.map((plan) => ({
      planId: plan.id,
      treatment: { title: plan.treatment.title, imageUrl: plan.treatment.imageUrl },
      ingredientsByItem: Object.fromEntries(plan.items.getItems().map((item) => [item.id, item.ingredients])),
    }));
  }
}
