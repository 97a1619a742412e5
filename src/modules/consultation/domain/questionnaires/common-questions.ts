import type { ChoiceOption, Question } from '../questionnaire';

/** The questions every consultation asks, whatever the condition: the prescriber's safety checks and the photos. */

export const YES_NO: ChoiceOption[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

export const options = (...labels: [value: string, label: string][]): ChoiceOption[] => labels.map(([value, label]) => ({ value, label }));

export const skinType: Question = {
  name: 'skin_type',
  label: 'How would you describe your skin?',
  type: 'choice',
  required: true,
  options: options(['oily', 'Oily'], ['dry', 'Dry'], ['combination', 'Combination (oily T-zone, drier cheeks)'], ['normal', 'Normal'], ['sensitive', 'Sensitive (stings or reddens easily)']),
};

export const howLong = (concern: string): Question => ({
  name: 'duration',
  label: `How long have you had ${concern}?`,
  type: 'choice',
  required: true,
  options: options(['under-6-months', 'Less than 6 months'], ['6-12-months', '6 to 12 months'], ['1-5-years', '1 to 5 years'], ['over-5-years', 'More than 5 years']),
});

const previousTreatments: Question[] = [
  {
    name: 'previous_treatments',
    label: 'What have you tried before?',
    help: 'Choose all that apply.',
    type: 'choice',
    multiple: true,
    required: true,
    options: options(
      ['none', 'Nothing yet'],
      ['over-the-counter', 'Shop-bought products (e.g. salicylic acid, benzoyl peroxide, retinol)'],
      ['prescription-cream', 'Prescription creams or gels (e.g. tretinoin, adapalene, azelaic acid)'],
      ['antibiotic-tablets', 'Antibiotic tablets'],
      ['isotretinoin', 'Isotretinoin (Roaccutane)'],
      ['other', 'Something else'],
    ),
  },
  {
    name: 'isotretinoin_recent',
    label: 'Have you taken isotretinoin in the last 6 months?',
    type: 'choice',
    required: true,
    options: YES_NO,
    showIf: { question: 'previous_treatments', equals: ['isotretinoin'] },
    flag: { when: ['yes'], message: 'Isotretinoin within the last 6 months: skin may be fragile; review before starting a retinoid.' },
  },
  {
    name: 'retinoid_reaction',
    label: 'Have you ever had a bad reaction to a retinoid (tretinoin, adapalene or retinol)?',
    type: 'choice',
    required: true,
    options: YES_NO,
    flag: { when: ['yes'], message: 'Previous bad reaction to a retinoid.' },
  },
];

const safetyQuestions: Question[] = [
  {
    name: 'pregnancy',
    label: 'Are you pregnant, breastfeeding or trying to conceive?',
    type: 'choice',
    required: true,
    sexAtBirth: 'female',
    options: YES_NO,
    flag: { when: ['yes'], message: 'Pregnant, breastfeeding or trying to conceive: tretinoin, hydroquinone and spironolactone must not be prescribed.' },
  },
  {
    name: 'takes_medicines',
    label: 'Do you take any medicines, including the contraceptive pill, supplements or herbal remedies?',
    type: 'choice',
    required: true,
    options: YES_NO,
    flag: { when: ['yes'], message: 'Takes other medicines: check for interactions.' },
  },
  {
    name: 'medicines',
    label: 'Which medicines do you take, and how much?',
    type: 'text',
    required: true,
    showIf: { question: 'takes_medicines', equals: ['yes'] },
  },
  {
    name: 'has_allergies',
    label: 'Are you allergic to any medicines, skincare ingredients or foods?',
    type: 'choice',
    required: true,
    options: YES_NO,
    flag: { when: ['yes'], message: 'Allergies reported: check them against the formula.' },
  },
  {
    name: 'allergies',
    label: 'What are you allergic to, and what happens?',
    type: 'text',
    required: true,
    showIf: { question: 'has_allergies', equals: ['yes'] },
  },
  {
    name: 'medical_history',
    label: 'Have you ever had any of these?',
    help: 'Choose all that apply.',
    type: 'choice',
    multiple: true,
    required: true,
    options: options(
      ['none', 'None of these'],
      ['eczema', 'Eczema or dermatitis on the face'],
      ['skin-cancer', 'Skin cancer'],
      ['liver', 'Liver disease'],
      ['kidney', 'Kidney disease'],
      ['cold-sores', 'Frequent cold sores'],
    ),
    flag: { when: ['skin-cancer', 'liver', 'kidney'], message: 'Medical history needs review: skin cancer, liver or kidney disease.' },
  },
  {
    name: 'anything_else',
    label: 'Is there anything else you would like our prescriber to know?',
    type: 'text',
    required: false,
  },
];

const photoHelp = 'In daylight, without make-up or filters, hair away from your face. Only our clinical team can see your photos.';

const photos: Question[] = [
  { name: 'photo_front', label: 'A photo of your face from the front', type: 'images', required: true, help: photoHelp },
  { name: 'photo_left', label: 'A photo of the left side of your face', type: 'images', required: true, help: photoHelp },
  { name: 'photo_right', label: 'A photo of the right side of your face', type: 'images', required: true, help: photoHelp },
];

const confirmation: Question = {
  name: 'confirmation',
  label: 'I confirm my answers are true and complete, that the photos are of me, and that I will tell the clinical team if anything changes.',
  type: 'checkbox',
  required: true,
};

/** A full questionnaire around the condition's own questions. */
export function withCommonQuestions(conditionQuestions: Question[], { askAboutTreatments = true } = {}): Question[] {
  return [skinType, ...conditionQuestions, ...(askAboutTreatments ? previousTreatments : []), ...safetyQuestions, ...photos, confirmation];
}
