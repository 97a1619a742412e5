import { Query } from '@nestjs/cqrs';
import type { ShopCategory } from '../../../domain/catalogue-types';

export interface TreatmentSummary {
  slug: string;
  title: string;
  condition: string;
  category: ShopCategory;
  description: string;
  imageUrl: string;
  label: string | null;
  comingSoon: boolean;
  /** The price of the first supply of the first plan: what the shop card shows. */
  fromPricePence: number;
  ingredients: string[];
}

/** The shop's product list, in display order. */
export class ListTreatmentsQuery extends Query<TreatmentSummary[]> {}
