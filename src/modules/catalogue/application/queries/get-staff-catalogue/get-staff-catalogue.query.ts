import { Query } from '@nestjs/cqrs';
import type { Pence } from '../../../../../shared/domain/money';
import type { Ingredient } from '../../../domain/catalogue-types';

export interface StaffCatalogueItem {
  id: number;
  code: string;
  name: string;
  pricePence: Pence;
  interval: string | null;
  intervalCount: number | null;
  batch: string | null;
  ingredients: Ingredient[];
}

export interface StaffCataloguePlan {
  id: number;
  name: string;
  items: StaffCatalogueItem[];
}

export interface StaffCatalogueTreatment {
  id: number;
  title: string;
  condition: string;
  comingSoon: boolean;
  plans: StaffCataloguePlan[];
}

/** The whole catalogue, treatment > plan > item, as staff manage it (coming-soon treatments included). */
export class GetStaffCatalogueQuery extends Query<StaffCatalogueTreatment[]> {}
