import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { intervalOf, REFERENCE_PROMOTIONS, REFERENCE_TREATMENTS } from '../../../domain/reference-catalogue';
import { Promotion } from '../../../infrastructure/promotion.entity';
import { TreatmentItem } from '../../../infrastructure/treatment-item.entity';
import { TreatmentPlan } from '../../../infrastructure/treatment-plan.entity';
import { Treatment } from '../../../infrastructure/treatment.entity';
import { SeedReferenceCatalogueCommand } from './seed-reference-catalogue.command';

@CommandHandler(SeedReferenceCatalogueCommand)
export class SeedReferenceCatalogueHandler implements ICommandHandler<SeedReferenceCatalogueCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<{ treatmentsAdded: number }> {
    const existingSlugs = new Set((await this.em.find(Treatment, {}, { fields: ['slug'] })).map((treatment) => treatment.slug));
    const missing = REFERENCE_TREATMENTS.filter((reference) => !existingSlugs.has(reference.slug));

    missing.forEach((reference, index) => {
      const { items, planName, ...fields } = reference;
      const treatment = Object.assign(new Treatment(), fields, { imageUrl: `/images/treatments/${reference.slug}.svg`, position: existingSlugs.size + index });
      const plan = Object.assign(new TreatmentPlan(), { treatment, name: planName });
      items.forEach((item, position) => {
        const { once: _once, ...fields } = item;
        this.em.persist(Object.assign(new TreatmentItem(), fields, intervalOf(item), { plan, position, batch: 'B2025-001' }));
      });
      this.em.persist([treatment, plan]);
    });

    const existingCodes = new Set((await this.em.find(Promotion, {}, { fields: ['code'] })).map((promotion) => promotion.code));
    for (const promotion of REFERENCE_PROMOTIONS) {
      if (!existingCodes.has(promotion.code)) this.em.persist(Object.assign(new Promotion(), promotion, { excludedCategories: [...promotion.excludedCategories] }));
    }
    await this.em.flush();
    return { treatmentsAdded: missing.length };
  }
}
