import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { arrayLiteral } from '../../../../../shared/database/array-literal';
import { readRows } from '../../../../../shared/database/read-rows';
import { GetPlanSummariesQuery, PlanSummary } from './get-plan-summaries.query';

/** Plain SQL, one statement: every customer's dashboard load asks this. */
@QueryHandler(GetPlanSummariesQuery)
export class GetPlanSummariesHandler implements IQueryHandler<GetPlanSummariesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ planIds }: GetPlanSummariesQuery): Promise<PlanSummary[]> {
    if (planIds.length === 0) return [];
    return readRows<PlanSummary>(
      this.em,
      `select p.id as "planId", json_build_object('title', t.title, 'imageUrl', t.image_url) as treatment,
              (select coalesce(json_object_agg(i.id, i.ingredients), '{}') from treatment_item i where i.plan_id = p.id) as "ingredientsByItem"
         from treatment_plan p join treatment t on t.id = p.treatment_id
        where p.id = any(?::int[])`,
      [arrayLiteral(planIds)],
    );
  }
}
