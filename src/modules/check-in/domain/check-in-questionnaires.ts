/**
 * The short follow-up asked before a later supply, per condition, as typed data (like the
 * consultation's questionnaires): how it is going, side effects, and pregnancy where the
 * medicine makes it matter (retinoids and the like). Answers are kept with the wording seen.
 */
export interface CheckInOption {
  value: string;
  label: string;
}

export interface CheckInQuestion {
  name: string;
  label: string;
  type: 'choice' | 'text';
  options?: CheckInOption[];
  required: boolean;
  /** Answers that need a prescriber to look before the next supply goes out. */
  needsPrescriber?: string[];
}

export interface CheckInQuestionnaire {
  condition: string;
  version: number;
  questions: CheckInQuestion[];
}

const PROGRESS: CheckInQuestion = {
  name: 'progress',
  label: 'How is your skin since you started the treatment?',
  type: 'choice',
  required: true,
  options: [
    { value: 'much-better', label: 'Much better' },
    { value: 'better', label: 'A little better' },
    { value: 'same', label: 'About the same' },
    { value: 'worse', label: 'Worse' },
  ],
  needsPrescriber: ['worse'],
};

const SIDE_EFFECTS: CheckInQuestion = {
  name: 'side_effects',
  label: 'Have you had any side effects?',
  type: 'choice',
  required: true,
  options: [
    { value: 'none', label: 'None' },
    { value: 'mild', label: 'Mild (some dryness, redness or peeling)' },
    { value: 'severe', label: 'Severe (burning, swelling, blistering, or I stopped using it)' },
  ],
  needsPrescriber: ['severe'],
};

const SIDE_EFFECT_DETAILS: CheckInQuestion = { name: 'side_effect_details', label: 'Tell us more about any side effects (optional)', type: 'text', required: false };

const PREGNANCY: CheckInQuestion = {
  name: 'pregnancy',
  label: 'Are you pregnant, trying to get pregnant or breastfeeding?',
  type: 'choice',
  required: true,
  options: [
    { value: 'no', label: 'No' },
    { value: 'yes', label: 'Yes' },
    { value: 'not-applicable', label: 'Does not apply to me' },
  ],
  needsPrescriber: ['yes'],
};

const ANYTHING_ELSE: CheckInQuestion = { name: 'notes', label: 'Anything else the prescriber should know? (optional)', type: 'text', required: false };

/** Conditions treated with medicines (retinoids, hormonal treatment) that are not for pregnancy or breastfeeding. */
const WITH_PREGNANCY = ['acne', 'hormonal-acne', 'anti-ageing', 'hyperpigmentation', 'glow'];

export function checkInQuestionnaire(condition: string): CheckInQuestionnaire {
  const questions = [PROGRESS, SIDE_EFFECTS, SIDE_EFFECT_DETAILS, ...(WITH_PREGNANCY.includes(condition) ? [PREGNANCY] : []), ANYTHING_ELSE];
  return { condition, version: 1, questions };
}

/** At least one new photo, at most a handful, like the consultation's photo step. */
export const CHECK_IN_PHOTOS = { min: 1, max: 4 };
