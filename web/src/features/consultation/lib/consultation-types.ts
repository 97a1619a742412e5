/** The consultation types the questionnaire route accepts (docs/consultation-flow.md); anything else is not found. */
export const CONSULTATION_TYPES = [
  'generic',
  'acne',
  'hormonal-acne',
  'menopause',
  'glow',
  'anti-ageing',
  'hyperpigmentation',
  'rosacea',
] as const;

export type ConsultationType = (typeof CONSULTATION_TYPES)[number];

export function isConsultationType(value: string): value is ConsultationType {
  return (CONSULTATION_TYPES as readonly string[]).includes(value);
}
