import { CheckInAnswerInvalidError } from './check-in.errors';
import type { CheckInQuestionnaire } from './check-in-questionnaires';

/** One answer as kept: the wording the patient saw and what they chose or wrote. */
export interface CheckInAnswerRow {
  name: string;
  question: string;
  value: string;
  /** The option's label for a choice, the text itself otherwise. */
  answer: string;
}

const MAX_TEXT = 2000;

/**
 * Checks the answers against the questionnaire and returns them with their wording, and
 * whether any needs a prescriber to look before the next supply. Unknown keys are ignored;
 * a missing required answer or an option that is not offered is a 400 naming the field.
 */
export function readCheckInAnswers(questionnaire: CheckInQuestionnaire, answers: Record<string, unknown>): { rows: CheckInAnswerRow[]; needsPrescriber: boolean } {
  const rows: CheckInAnswerRow[] = [];
  let needsPrescriber = false;
  for (const question of questionnaire.questions) {
    const raw = answers[question.name];
    const value = typeof raw === 'string' ? raw.trim() : raw === undefined || raw === null ? '' : undefined;
    if (value === undefined) throw new CheckInAnswerInvalidError(question.name, `${question.label} Please answer in words.`);
    if (!value) {
      if (question.required) throw new CheckInAnswerInvalidError(question.name, 'Please answer this question.');
      continue;
    }
    if (question.type === 'choice') {
      const option = question.options?.find((candidate) => candidate.value === value);
      if (!option) throw new CheckInAnswerInvalidError(question.name, 'Please choose one of the answers offered.');
      if (question.needsPrescriber?.includes(value)) needsPrescriber = true;
      rows.push({ name: question.name, question: question.label, value, answer: option.label });
    } else {
      if (value.length > MAX_TEXT) throw new CheckInAnswerInvalidError(question.name, `Please keep this to ${MAX_TEXT} characters.`);
      rows.push({ name: question.name, question: question.label, value, answer: value });
    }
  }
  return { rows, needsPrescriber };
}
