import { Query } from '@nestjs/cqrs';

export interface IngredientSummary {
  name: string;
  whatItDoes: string;
  strengths: string[];
  foundIn: { title: string; href: string | null }[];
}

/** Every active ingredient in the catalogue's formulas, with what it does and where it is used. */
export class ListIngredientsQuery extends Query<{ ingredients: IngredientSummary[] }> {}
