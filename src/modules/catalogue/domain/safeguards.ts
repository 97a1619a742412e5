/**
 * What a medicine asks of the prescriber beyond the questionnaire (the GPhC's guidance for
 * pharmacies providing services at a distance, February 2025): each medicine in the catalogue
 * carries the categories it falls into, set by staff with a reason.
 */
export const SAFEGUARD_CATEGORIES = ['antimicrobial', 'needs_monitoring', 'misuse_or_overdose_risk', 'needs_examination', 'contraindicated_in_pregnancy_or_breastfeeding'] as const;
export type SafeguardCategory = (typeof SAFEGUARD_CATEGORIES)[number];

export const SAFEGUARD_LABELS: Record<SafeguardCategory, string> = {
  antimicrobial: 'Antimicrobial',
  needs_monitoring: 'Needs ongoing monitoring',
  misuse_or_overdose_risk: 'Liable to misuse or overdose',
  needs_examination: 'Needs a physical examination',
  contraindicated_in_pregnancy_or_breastfeeding: 'Not for use in pregnancy or breastfeeding',
};

/** The categories listed once each, in the order above, whatever order staff sent them in. */
export function normalisedSafeguards(categories: readonly SafeguardCategory[]): SafeguardCategory[] {
  return SAFEGUARD_CATEGORIES.filter((category) => categories.includes(category));
}

export const SAFEGUARD_REASON_LIMITS = { min: 10, max: 1000 } as const;
