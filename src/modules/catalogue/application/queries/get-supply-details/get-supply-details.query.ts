import { Query } from '@nestjs/cqrs';
import type { Ingredient, ItemForm } from '../../../domain/catalogue-types';

/** What a prescription and a dispensing label say about a catalogue item. */
export interface SupplyDetails {
  form: ItemForm;
  quantity: number;
  quantityUnit: string;
  directions: string;
  ingredients: Ingredient[];
  batch: string | null;
  /** The longest continuous course without a prescriber's review, in days; null when unlimited. */
  maxCourseDays: number | null;
}

export class GetSupplyDetailsQuery extends Query<SupplyDetails | null> {
  constructor(readonly catalogueItemId: number) {
    super();
  }
}
