import type { BeforeAfterFormula } from './api/get-before-after-cases';

const LABELS: Record<BeforeAfterFormula, string> = {
  'anti-ageing': 'Anti-ageing',
  acne: 'Acne',
  hyperpigmentation: 'Hyperpigmentation',
  rosacea: 'Rosacea',
};

export function formulaLabel(formula: BeforeAfterFormula): string {
  return LABELS[formula] ?? formula;
}
