/**
 * The consultations a visitor can start (`/consultation/{type}`): one per condition the
 * shop treats, plus `generic` for visitors who are not sure yet. Shared because the
 * sign-up rules (identity), the questionnaires (consultation) and the catalogue's
 * treatment conditions all speak of them.
 */
export const CONSULTATION_TYPES = ['generic', 'acne', 'hormonal-acne', 'menopause', 'glow', 'anti-ageing', 'hyperpigmentation', 'rosacea'] as const;
export type ConsultationType = (typeof CONSULTATION_TYPES)[number];

export function isConsultationType(value: string): value is ConsultationType {
  return (CONSULTATION_TYPES as readonly string[]).includes(value);
}
