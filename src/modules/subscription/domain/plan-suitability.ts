/** What the proposal needs to know about a plan to judge whether it suits the patient. */
export interface PlanCandidate {
  planId: number;
  treatment: { category: string };
}

export interface PatientFacts {
  sexAtBirth?: string;
}

/**
 * The plans we may propose: every plan for the condition, except that tablets
 * (spironolactone, an anti-androgen) are offered to female patients only. Anything
 * the questionnaire flagged is for the prescriber to weigh, not for this filter.
 */
export function suitablePlans<T extends PlanCandidate>(plans: T[], patient: PatientFacts): T[] {
  return plans.filter((plan) => plan.treatment.category !== 'tablets' || patient.sexAtBirth === 'female');
}
