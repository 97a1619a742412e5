import type { AnswerValue, Answers, Question, StoredPhoto } from '../api/consultation-api-types';

/**
 * A question with `showIf` is shown while the other question's answer equals one of the
 * values (or, for a multiple choice, includes one). A question hidden by its `showIf` is
 * neither required nor stored on submission, as on the server.
 */
export function isShown(question: Question, answers: Answers, byName: ReadonlyMap<string, Question>): boolean {
  const rule = question.showIf;
  if (!rule) return true;
  // A follow-up to a hidden question is hidden too.
  const parent = byName.get(rule.question);
  if (parent && !isShown(parent, answers, byName)) return false;
  const answer = answers[rule.question];
  if (Array.isArray(answer)) return answer.some((value) => rule.equals.includes(value));
  if (typeof answer === 'boolean') return rule.equals.includes(String(answer));
  return typeof answer === 'string' && rule.equals.includes(answer);
}

export function isAnswered(question: Question, answer: AnswerValue | undefined, photos: readonly StoredPhoto[]): boolean {
  switch (question.type) {
    case 'images':
      return photos.length > 0;
    case 'checkbox':
      // A required tick box is a confirmation: it counts only when ticked.
      return answer === true;
    case 'choice':
      return Array.isArray(answer) ? answer.length > 0 : typeof answer === 'string' && answer !== '';
    case 'text':
      return typeof answer === 'string' && answer.trim() !== '';
  }
}

/** The same words the server uses when it refuses a submission. */
export function missingMessage(question: Question): string {
  switch (question.type) {
    case 'images':
      return 'Please add at least one photo.';
    case 'checkbox':
      return 'Please tick to confirm.';
    case 'choice':
      return 'Please choose an answer.';
    case 'text':
      return 'Please answer this question.';
  }
}
