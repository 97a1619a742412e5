import { Query } from '@nestjs/cqrs';
import type { Pence } from '../../../../../shared/domain/money';
import type { ShopCategory } from '../../../domain/catalogue-types';

export interface PlanOffer {
  planId: number;
  planName: string;
  treatment: { slug: string; title: string; imageUrl: string; category: ShopCategory };
  items: { itemId: number; code: string; name: string; pricePence: Pence; interval: string | null; intervalCount: number | null }[];
}

/** The plans on sale for a condition (nothing 'coming soon'), in shop order: what a prescriber may propose. */
export class ListPlansForConditionQuery extends Query<PlanOffer[]> {
  constructor(readonly condition: string) {
    super();
  }
}
