import type { ConsultationType } from '../../../lib/consultation-types';

/** A short name for the card's eyebrow, so the visitor sees which consultation they started. */
export const CONSULTATION_LABELS: Record<ConsultationType, string> = {
  generic: 'Free skin consultation',
  acne: 'Acne consultation',
  'hormonal-acne': 'Hormonal acne consultation',
  menopause: 'Menopause skin consultation',
  glow: 'Glow consultation',
  'anti-ageing': 'Anti-ageing consultation',
  hyperpigmentation: 'Hyperpigmentation consultation',
  rosacea: 'Rosacea consultation',
};
