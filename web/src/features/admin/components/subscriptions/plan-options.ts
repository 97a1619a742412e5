import type { CatalogueTreatment } from '../../api/get-catalogue';

/** The catalogue's plans as grouped select options: 'Treatment' > 'Plan'. */
export function planOptions(catalogue: CatalogueTreatment[] | undefined) {
  return (catalogue ?? [])
    .filter((treatment) => treatment.plans.length > 0)
    .map((treatment) => ({
      label: treatment.title,
      title: treatment.title,
      options: treatment.plans.map((plan) => ({ value: plan.id, label: `${treatment.title}: ${plan.name}` })),
    }));
}
