import { Query } from '@nestjs/cqrs';
import type { Ingredient } from '../../../domain/catalogue-types';

export interface PlanSummary {
  planId: number;
  treatment: { title: string; imageUrl: string };
  /** By catalogue item id: what each supply contains. */
  ingredientsByItem: Record<number, Ingredient[]>;
}

/** The treatment title, image and ingredients of the given plans (any still in the catalogue), for a customer's account. */
export class GetPlanSummariesQuery extends Query<PlanSummary[]> {
  constructor(readonly planIds: number[]) {
    super();
  }
}
