/** The consultations a visitor can start at `/consultation/{type}` (docs/consultation-flow.md); the server checks the same list. */
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
