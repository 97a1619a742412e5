import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TreatmentReader } from '../../../infrastructure/treatment-reader';
import { GetStaffCatalogueQuery, StaffCatalogueTreatment } from './get-staff-catalogue.query';

@QueryHandler(GetStaffCatalogueQuery)
export class GetStaffCatalogueHandler implements IQueryHandler<GetStaffCatalogueQuery> {
  constructor(private readonly treatments: TreatmentReader) {}

  async execute(): Promise<StaffCatalogueTreatment[]> {
    const treatments = await this.treatments.all();
    return treatments.map((treatment) => ({
      id: treatment.id,
      title: treatment.title,
      condition: treatment.condition,
      comingSoon: treatment.comingSoon,
      plans: treatment.plans.map((plan) => ({
        id: plan.id,
        name: plan.name,
        items: plan.items.map((item) => ({
          id: item.id,
          code: item.code,
          name: item.name,
          pricePence: item.pricePence,
          interval: item.interval ?? null,
          intervalCount: item.intervalCount ?? null,
          batch: item.batch ?? null,
          ingredients: item.ingredients,
          safeguards: item.safeguards,
          stock: item.addOn ? item.stock : null,
        })),
      })),
    }));
  }
}
