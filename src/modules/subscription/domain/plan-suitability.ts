/** What the proposal needs to know about a plan to judge whether it suits the patient. */
export interface PlanCandidate {
  planId: number;
  treatment: { category: string; slug: string };
}

export interface PatientFacts {
  sexAtBirth?: string;
}

/** Treatments prescribed to female patients only: spironolactone tablets (an anti-androgen) and the estriol menopause cream. */
const FOR_FEMALE_PATIENTS_ONLY = (plan: PlanCandidate) => plan.treatment.category === 'tablets' || plan.treatment.slug === 'menopause';

/**
 * The plans we may propose: every plan for the condition, less those not prescribed
 * to this patient's sex at birth. Anything the questionnaire flagged is for the
 * prescriber to weigh, not for this filter.
 */
export function suitablePlans<T extends PlanCandidate>(plans: T[], patient: PatientFacts): T[] {
  return plans.filter((plan) => !FOR_FEMALE_PATIENTS_ONLY(plan) || patient.sexAtBirth === 'female');
}
