import type { ConsultationType } from '../../../shared/domain/consultation-types';

export const QUESTION_TYPES = ['text', 'choice', 'checkbox', 'images'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export interface ChoiceOption {
  value: string;
  label: string;
}

/** Something the prescriber must see first when a question is answered a certain way. */
export interface FlagRule {
  /** Choice values (or 'true' for a ticked checkbox) that raise the flag. */
  when: string[];
  message: string;
}

export interface Question {
  /** Stable key the answers are stored under. */
  name: string;
  label: string;
  type: QuestionType;
  required: boolean;
  help?: string;
  options?: ChoiceOption[];
  /** Several options may be chosen (choice only). */
  multiple?: boolean;
  /** Asked only when another answer is one of these values. */
  showIf?: { question: string; equals: string[] };
  /** Asked only of patients of this sex at birth (pregnancy questions, for instance). */
  sexAtBirth?: 'female' | 'male';
  flag?: FlagRule;
}

/** One version of the questions for one consultation type. A submission records the version it answered. */
export interface Questionnaire {
  type: ConsultationType;
  version: number;
  /** The consultation's name as staff see it, e.g. 'Acne consultation'. */
  title: string;
  questions: Question[];
}

export type AnswerValue = string | string[] | boolean;
export type Answers = Record<string, AnswerValue>;

export interface ClinicalFlag {
  question: string;
  message: string;
}

/** The questions this patient is asked, given their sex at birth and the answers so far. */
export function visibleQuestions(questionnaire: Questionnaire, answers: Answers, sexAtBirth: string | undefined): Question[] {
  const asked = questionnaire.questions.filter((question) => !question.sexAtBirth || question.sexAtBirth === sexAtBirth);
  const shown = new Set<string>();
  // A question can depend only on a question before it, so one pass in order settles every rule.
  return asked.filter((question) => {
    const condition = question.showIf;
    const visible = !condition || (shown.has(condition.question) && answerMatches(answers[condition.question], condition.equals));
    if (visible) shown.add(question.name);
    return visible;
  });
}

export function answerMatches(answer: AnswerValue | undefined, values: string[]): boolean {
  if (answer === undefined) return false;
  const given = Array.isArray(answer) ? answer : [String(answer)];
  return given.some((value) => values.includes(value));
}

/** Why an answer does not fit its question, or undefined when it does. */
export function answerProblem(question: Question, answer: AnswerValue): string | undefined {
  switch (question.type) {
    case 'text':
      if (typeof answer !== 'string') return 'Please type your answer.';
      return answer.length > 2000 ? 'Please keep your answer under 2,000 characters.' : undefined;
    case 'checkbox':
      return typeof answer === 'boolean' ? undefined : 'Please tick or untick the box.';
    case 'choice': {
      const allowed = new Set(question.options?.map((option) => option.value));
      const chosen = question.multiple ? answer : [answer];
      if (!Array.isArray(chosen) || chosen.some((value) => typeof value !== 'string' || !allowed.has(value))) return 'Please choose from the options given.';
      return undefined;
    }
    case 'images':
      return 'Photos are added by uploading them, not as an answer.';
  }
}

/** Whether a shown question still needs an answer before the consultation can be submitted. */
export function isUnanswered(question: Question, answer: AnswerValue | undefined, photoCount: number): boolean {
  if (!question.required) return false;
  switch (question.type) {
    case 'images':
      return photoCount === 0;
    case 'checkbox':
      // A required tick box is a confirmation: only ticking it answers it.
      return answer !== true;
    case 'text':
      return typeof answer !== 'string' || answer.trim() === '';
    case 'choice':
      return answer === undefined || (Array.isArray(answer) && answer.length === 0);
  }
}

export function requiredMessage(question: Question): string {
  if (question.type === 'images') return 'Please add at least one photo.';
  if (question.type === 'checkbox') return 'Please tick to confirm.';
  return question.type === 'choice' ? 'Please choose an answer.' : 'Please answer this question.';
}

/** The flags the answers raise, in questionnaire order. */
export function clinicalFlags(questions: Question[], answers: Answers): ClinicalFlag[] {
  return questions
    .filter((question) => question.flag && answerMatches(answers[question.name], question.flag.when))
    .map((question) => ({ question: question.label, message: question.flag!.message }));
}
