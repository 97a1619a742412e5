import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { INGREDIENT_ROLES } from '../../../content/ingredients.content';
import { PublicReadCache } from '../../../../../shared/public-reads/public-read-cache';
import { TreatmentReader } from '../../../infrastructure/treatment-reader';
import { IngredientSummary, ListIngredientsQuery } from './list-ingredients.query';

@QueryHandler(ListIngredientsQuery)
export class ListIngredientsHandler implements IQueryHandler<ListIngredientsQuery> {
  constructor(
    private readonly treatments: TreatmentReader,
    private readonly cache: PublicReadCache,
  ) {}

  execute(): Promise<{ ingredients: IngredientSummary[] }> {
    return this.cache.read('catalogue:ingredients', () => this.load());
  }

  private async load(): Promise<{ ingredients: IngredientSummary[] }> {
    const byName = new Map<string, IngredientSummary>();
    for (const treatment of await this.treatments.all()) {
      const href = treatment.comingSoon ? null : `/shop/${treatment.slug}`;
      for (const item of treatment.plans.flatMap((plan) => plan.items)) {
        for (const { name, value, unit } of item.ingredients) {
          const summary = byName.get(name) ?? { name, whatItDoes: INGREDIENT_ROLES[name] ?? '', strengths: [], foundIn: [] };
          const strength = `${value}${unit === '%' ? '%' : ` ${unit}`}`;
          if (!summary.strengths.includes(strength)) summary.strengths.push(strength);
          if (!summary.foundIn.some((entry) => entry.title === treatment.title)) summary.foundIn.push({ title: treatment.title, href });
          byName.set(name, summary);
        }
      }
    }
    return { ingredients: [...byName.values()].sort((a, b) => a.name.localeCompare(b.name, 'en-GB')) };
  }
}
