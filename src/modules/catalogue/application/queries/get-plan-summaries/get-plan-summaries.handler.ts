import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { readRows } from '../../../../../shared/database/read-rows';
import { PublicReadCache } from '../../../../../shared/public-reads/public-read-cache';
import { GetPlanSummariesQuery, PlanSummary } from './get-plan-summaries.query';

/**
 * Every customer's dashboard load asks this. The summaries are public catalogue data (titles,
 * images, ingredients), so every plan's is read in one statement and kept until the public data
 * changes (ADR 0011), as the public pages' reads are: most dashboards read nothing here.
 */
@QueryHandler(GetPlanSummariesQuery)
export class GetPlanSummariesHandler implements IQueryHandler<GetPlanSummariesQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: PublicReadCache,
  ) {}

  async execute({ planIds }: GetPlanSummariesQuery): Promise<PlanSummary[]> {
    if (planIds.length === 0) return [];
    const all = await this.cache.read('catalogue:plan-summaries', () => this.load());
    return planIds.flatMap((id) => all.get(id) ?? []);
  }

  private async load(): Promise<Map<number, PlanSummary>> {
    const rows = await readRows<PlanSummary>(
      this.em,
      `select p.id as "planId", json_build_object('title', t.title, 'imageUrl', t.image_url) as treatment,
              (select coalesce(json_object_agg(i.id, i.ingredients), '{}') from treatment_item i where i.plan_id = p.id) as "ingredientsByItem"
         from treatment_plan p join treatment t on t.id = p.treatment_id`,
      [],
    );
    return new Map(rows.map((row) => [row.planId, row]));
  }
}
