import { Query } from '@nestjs/cqrs';
import type { Pence } from '../../../../../shared/domain/money';
import type { AddOnStock } from '../../../domain/add-on';
import type { Ingredient } from '../../../domain/catalogue-types';
import type { SafeguardCategory } from '../../../domain/safeguards';

export interface StaffCatalogueItem {
  id: number;
  code: string;
  name: string;
  pricePence: Pence;
  interval: string | null;
  intervalCount: number | null;
  batch: string | null;
  ingredients: Ingredient[];
  /** What the medicine asks of the prescriber beyond the questionnaire (domain/safeguards.ts). */
  safeguards: SafeguardCategory[];
  /** Add-ons only (null for a prescription item): the packs on the shelf, those reserved for charged boxes not yet shipped, and what is left to sell. */
  stock: AddOnStock | null;
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
