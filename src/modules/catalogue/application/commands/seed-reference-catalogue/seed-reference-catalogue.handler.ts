import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { intervalOf, REFERENCE_PROMOTIONS, REFERENCE_TREATMENTS } from '../../../domain/reference-catalogue';
import { Promotion } from '../../../infrastructure/promotion.entity';
import { TreatmentItem } from '../../../infrastructure/treatment-item.entity';
import { TreatmentPlan } from '../../../infrastructure/treatment-plan.entity';
import { Treatment } from '../../../infrastructure/treatment.entity';
import { SeedReferenceCatalogueCommand } from './seed-reference-catalogue.command';

const FIRST_BATCH = 'B2025-001';

@CommandHandler(SeedReferenceCatalogueCommand)
export class SeedReferenceCatalogueHandler implements ICommandHandler<SeedReferenceCatalogueCommand> {
  constructor(private readonly em: EntityManager) {}

  /** Seeds only an empty catalogue: once staff own the data, deletions and renames stay as they made them. */
  async execute(): Promise<{ treatmentsAdded: number }> {
    if ((await this.em.count(Treatment)) > 0) return { treatmentsAdded: 0 };

    REFERENCE_TREATMENTS.forEach((reference, position) => {
      const { items, planName, ...fields } = reference;
      const treatment = Object.assign(new Treatment(), fields, { imageUrl: `/images/treatments/${reference.slug}.svg`, position });
      const plan = Object.assign(new TreatmentPlan(), { treatment, name: planName });
      items.forEach((item, itemPosition) => {
        const { once: _once, safeguards = [], ...itemFields } = item;
        this.em.persist(Object.assign(new TreatmentItem(), itemFields, intervalOf(item), { plan, position: itemPosition, batch: FIRST_BATCH, safeguards: [...safeguards] }));
      });
      this.em.persist([treatment, plan]);
    });
    if ((await this.em.count(Promotion)) === 0) {
      for (const promotion of REFERENCE_PROMOTIONS) {
        this.em.persist(Object.assign(new Promotion(), promotion, { excludedCategories: [...promotion.excludedCategories] }));
      }
    }
    await this.em.flush();
    return { treatmentsAdded: REFERENCE_TREATMENTS.length };
  }
}
