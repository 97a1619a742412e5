import type { ConsultationType } from '../../../../shared/domain/consultation-types';
import type { Questionnaire } from '../questionnaire';
import { howLong, options, withCommonQuestions, YES_NO } from './common-questions';

/**
 * The current questionnaire for each consultation. Changing the questions means
 * raising `version`: submissions keep the version and the wording they answered.
 */
export const QUESTIONNAIRES: Record<ConsultationType, Questionnaire> = {
  generic: {
    type: 'generic',
    version: 1,
    title: 'Skin consultation',
    questions: withCommonQuestions([
      {
        name: 'main_concern',
        label: 'What would you most like to treat?',
        type: 'choice',
        required: true,
        options: options(
          ['acne', 'Spots and breakouts'],
          ['hormonal-acne', 'Deep breakouts around the jaw and chin that flare with my cycle'],
          ['anti-ageing', 'Fine lines and loss of firmness'],
          ['hyperpigmentation', 'Dark spots, melasma or marks left by spots'],
          ['rosacea', 'Redness and flushing'],
          ['glow', 'Dullness and uneven texture'],
          ['menopause', 'Skin changes with the menopause'],
        ),
      },
      howLong('this concern'),
    ]),
  },
  acne: {
    type: 'acne',
    version: 1,
    title: 'Acne consultation',
    questions: withCommonQuestions([
      {
        name: 'acne_severity',
        label: 'Which best describes your spots?',
        type: 'choice',
        required: true,
        options: options(
          ['mild', 'Mostly blackheads, whiteheads and a few red spots'],
          ['moderate', 'Many red spots and some pus-filled ones'],
          ['severe', 'Painful, deep lumps or cysts, or spots that leave scars'],
        ),
        flag: { when: ['severe'], message: 'Severe or scarring acne: may need a dermatologist referral rather than a cream alone.' },
      },
      {
        name: 'acne_areas',
        label: 'Where do you get spots?',
        help: 'Choose all that apply.',
        type: 'choice',
        multiple: true,
        required: true,
        options: options(['forehead', 'Forehead'], ['cheeks', 'Cheeks'], ['jaw-chin', 'Jaw and chin'], ['chest-back', 'Chest or back']),
      },
      howLong('spots'),
    ]),
  },
  'hormonal-acne': {
    type: 'hormonal-acne',
    version: 1,
    title: 'Hormonal acne consultation',
    questions: withCommonQuestions([
      {
        name: 'cycle_flares',
        label: 'Do your breakouts flare before or during your period?',
        type: 'choice',
        required: true,
        sexAtBirth: 'female',
        options: options(['yes', 'Yes'], ['no', 'No'], ['not-sure', 'Not sure / periods are irregular']),
      },
      {
        name: 'pcos',
        label: 'Have you been diagnosed with polycystic ovary syndrome (PCOS)?',
        type: 'choice',
        required: true,
        sexAtBirth: 'female',
        options: options(['yes', 'Yes'], ['no', 'No'], ['not-sure', 'Not sure']),
      },
      {
        name: 'potassium_interactions',
        label: 'Do you take potassium supplements, blood pressure tablets (ACE inhibitors or ARBs) or water tablets (diuretics)?',
        type: 'choice',
        required: true,
        options: YES_NO,
        flag: { when: ['yes'], message: 'Takes potassium or blood-pressure medicines: spironolactone risks high potassium.' },
      },
      {
        name: 'low_blood_pressure',
        label: 'Do you have low blood pressure or often feel faint when standing up?',
        type: 'choice',
        required: true,
        options: YES_NO,
        flag: { when: ['yes'], message: 'Low blood pressure or fainting: caution with spironolactone.' },
      },
      howLong('these breakouts'),
    ]),
  },
  menopause: {
    type: 'menopause',
    version: 1,
    title: 'Menopause skin consultation',
    questions: withCommonQuestions(
      [
        {
          name: 'menopause_stage',
          label: 'Where are you in the menopause?',
          type: 'choice',
          required: true,
          options: options(['perimenopause', 'My periods are changing (perimenopause)'], ['menopause', 'No period for 12 months or more'], ['not-sure', 'Not sure']),
        },
        {
          name: 'skin_changes',
          label: 'What changes have you noticed in your skin?',
          help: 'Choose all that apply.',
          type: 'choice',
          multiple: true,
          required: true,
          options: options(['dryness', 'Dryness'], ['thinning', 'Thinner, more fragile skin'], ['sagging', 'Loss of firmness'], ['lines', 'More lines and wrinkles'], ['breakouts', 'Breakouts']),
        },
        { name: 'takes_hrt', label: 'Do you take HRT?', type: 'choice', required: true, options: YES_NO },
        {
          name: 'hormone_cancer',
          label: 'Have you ever had breast cancer, womb cancer or another hormone-sensitive cancer?',
          type: 'choice',
          required: true,
          options: YES_NO,
          flag: { when: ['yes'], message: 'History of hormone-sensitive cancer: estriol cream needs specialist review.' },
        },
        {
          name: 'unexplained_bleeding',
          label: 'Have you had any unexplained vaginal bleeding?',
          type: 'choice',
          required: true,
          options: YES_NO,
          flag: { when: ['yes'], message: 'Unexplained vaginal bleeding: advise GP review before hormonal treatment.' },
        },
      ],
      { askAboutTreatments: false },
    ),
  },
  glow: {
    type: 'glow',
    version: 1,
    title: 'Glow consultation',
    questions: withCommonQuestions([
      {
        name: 'glow_concerns',
        label: 'What bothers you most?',
        help: 'Choose all that apply.',
        type: 'choice',
        multiple: true,
        required: true,
        options: options(['dullness', 'Dullness'], ['texture', 'Rough or uneven texture'], ['pores', 'Enlarged pores'], ['tone', 'Uneven tone']),
      },
      howLong('these concerns'),
    ]),
  },
  'anti-ageing': {
    type: 'anti-ageing',
    version: 1,
    title: 'Anti-ageing consultation',
    questions: withCommonQuestions([
      {
        name: 'ageing_concerns',
        label: 'What would you like to improve?',
        help: 'Choose all that apply.',
        type: 'choice',
        multiple: true,
        required: true,
        options: options(['fine-lines', 'Fine lines'], ['wrinkles', 'Deeper wrinkles'], ['firmness', 'Loss of firmness'], ['sun-damage', 'Sun damage']),
      },
      {
        name: 'daily_spf',
        label: 'Do you wear sunscreen every day?',
        type: 'choice',
        required: true,
        options: options(['daily', 'Every day'], ['sometimes', 'Sometimes'], ['rarely', 'Rarely or never']),
      },
    ]),
  },
  hyperpigmentation: {
    type: 'hyperpigmentation',
    version: 1,
    title: 'Hyperpigmentation consultation',
    questions: withCommonQuestions([
      {
        name: 'pigmentation_type',
        label: 'What kind of dark patches do you have?',
        help: 'Choose all that apply.',
        type: 'choice',
        multiple: true,
        required: true,
        options: options(['melasma', 'Larger patches on cheeks, forehead or upper lip (melasma)'], ['sun-spots', 'Sun or age spots'], ['post-acne', 'Marks left by spots'], ['not-sure', 'Not sure']),
      },
      {
        name: 'changing_mole',
        label: 'Is any dark spot growing, changing shape or colour, itching or bleeding?',
        type: 'choice',
        required: true,
        options: YES_NO,
        flag: { when: ['yes'], message: 'A changing dark spot: needs a GP or dermatologist check for skin cancer before any treatment.' },
      },
      {
        name: 'long_hydroquinone',
        label: 'Have you used hydroquinone for more than 3 months in a row?',
        type: 'choice',
        required: true,
        options: YES_NO,
        flag: { when: ['yes'], message: 'Long hydroquinone use: check for ochronosis; consider the maintenance formula.' },
      },
      howLong('these patches'),
    ]),
  },
  rosacea: {
    type: 'rosacea',
    version: 1,
    title: 'Rosacea consultation',
    questions: withCommonQuestions([
      {
        name: 'rosacea_symptoms',
        label: 'What do you notice?',
        help: 'Choose all that apply.',
        type: 'choice',
        multiple: true,
        required: true,
        options: options(['flushing', 'Flushing'], ['redness', 'Redness that stays'], ['bumps', 'Red bumps or pimples'], ['vessels', 'Visible small blood vessels'], ['eyes', 'Gritty, sore or red eyes']),
        flag: { when: ['eyes'], message: 'Eye symptoms (possible ocular rosacea): advise GP or optician review.' },
      },
      {
        name: 'rosacea_triggers',
        label: 'What makes it worse?',
        type: 'text',
        required: false,
        help: 'For example heat, alcohol, spicy food, sun, stress.',
      },
      howLong('these symptoms'),
    ]),
  },
};
