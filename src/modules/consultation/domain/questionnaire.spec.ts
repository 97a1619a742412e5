import { CONSULTATION_TYPES } from '../../../shared/domain/consultation-types';
import { answerProblem, clinicalFlags, isUnanswered, visibleQuestions } from './questionnaire';
import { QUESTIONNAIRES } from './questionnaires/questionnaires';

const acne = QUESTIONNAIRES.acne;
const question = (name: string) => acne.questions.find((candidate) => candidate.name === name)!;

describe('questionnaires', () => {
  it.each(CONSULTATION_TYPES)('%s is well formed', (type) => {
    const { questions } = QUESTIONNAIRES[type];
    const names = questions.map((candidate) => candidate.name);
    expect(new Set(names).size).toBe(names.length);
    questions.forEach((candidate, index) => {
      if (candidate.showIf) expect(names.slice(0, index)).toContain(candidate.showIf.question);
      if (candidate.type === 'choice') expect(candidate.options?.length).toBeGreaterThan(1);
      for (const value of candidate.flag?.when ?? []) expect([...(candidate.options ?? []).map((option) => option.value), 'true']).toContain(value);
    });
    expect(questions.filter((candidate) => candidate.type === 'images').map((candidate) => candidate.name)).toEqual(['photo_front', 'photo_left', 'photo_right']);
  });
});

describe('which questions are asked', () => {
  it('asks pregnancy questions of female patients only', () => {
    expect(visibleQuestions(acne, {}, 'female').map((candidate) => candidate.name)).toContain('pregnancy');
    expect(visibleQuestions(acne, {}, 'male').map((candidate) => candidate.name)).not.toContain('pregnancy');
  });

  it('asks a follow-up only when its answer calls for it', () => {
    expect(visibleQuestions(acne, { takes_medicines: 'no' }, 'male').map((candidate) => candidate.name)).not.toContain('medicines');
    expect(visibleQuestions(acne, { takes_medicines: 'yes' }, 'male').map((candidate) => candidate.name)).toContain('medicines');
    expect(visibleQuestions(acne, { previous_treatments: ['over-the-counter', 'isotretinoin'] }, 'male').map((candidate) => candidate.name)).toContain('isotretinoin_recent');
  });
});

describe('answers', () => {
  it('must fit the question', () => {
    expect(answerProblem(question('skin_type'), 'oily')).toBeUndefined();
    expect(answerProblem(question('skin_type'), 'scaly')).toBe('Please choose from the options given.');
    expect(answerProblem(question('acne_areas'), ['cheeks', 'jaw-chin'])).toBeUndefined();
    expect(answerProblem(question('acne_areas'), 'cheeks')).toBe('Please choose from the options given.');
    expect(answerProblem(question('confirmation'), 'yes')).toBe('Please tick or untick the box.');
    expect(answerProblem(question('anything_else'), 'x'.repeat(2001))).toBe('Please keep your answer under 2,000 characters.');
  });

  it('counts blank text, an empty choice, an unticked confirmation and no photo as unanswered', () => {
    expect(isUnanswered(question('medicines'), '  ', 0)).toBe(true);
    expect(isUnanswered(question('acne_areas'), [], 0)).toBe(true);
    expect(isUnanswered(question('confirmation'), false, 0)).toBe(true);
    expect(isUnanswered(question('photo_front'), undefined, 0)).toBe(true);
    expect(isUnanswered(question('photo_front'), undefined, 1)).toBe(false);
    expect(isUnanswered(question('anything_else'), undefined, 0)).toBe(false);
  });
});

describe('clinical flags', () => {
  it('raises the flags the answers call for, in questionnaire order', () => {
    const flags = clinicalFlags(acne.questions, { acne_severity: 'severe', pregnancy: 'yes', medical_history: ['eczema'] });
    expect(flags.map((flag) => flag.message)).toEqual([
      'Severe or scarring acne: may need a dermatologist referral rather than a cream alone.',
      'Pregnant, breastfeeding or trying to conceive: tretinoin, hydroquinone and spironolactone must not be prescribed.',
    ]);
    expect(flags[1].question).toBe('Are you pregnant, breastfeeding or trying to conceive?');
  });
});
