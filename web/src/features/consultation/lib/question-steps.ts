import type { Question } from '../api/consultation-api-types';

/**
 * Why screens of a few questions rather than one long form: most customers answer on a
 * phone, where a long form means scrolling back and forth, losing one's place and
 * meeting every error at the end. A screen of up to three questions fits a phone,
 * a progress bar says how far there is to go, and each screen is saved as it is left.
 * One question per screen would be slower than it needs to be on a desktop.
 *
 * - A follow-up (`showIf`) stays on the screen of the question it depends on, so it
 *   appears right under the answer that opens it, and does not count towards the three.
 * - Photo questions get a screen of their own (with the photo questions next to them,
 *   say front, left and right): uploads need attention and room.
 * - Screens are made from every question, shown or not, so their number only changes
 *   when a whole screen's questions are hidden (those screens are skipped).
 */
const QUESTIONS_PER_STEP = 3;

export function groupIntoSteps(questions: readonly Question[]): Question[][] {
  const steps: Question[][] = [];
  const stepOf = new Map<string, number>();
  let current: Question[] = [];
  let leading = 0;

  const close = () => {
    if (current.length > 0) steps.push(current);
    current = [];
    leading = 0;
  };

  for (const question of questions) {
    const parentStep = question.showIf ? stepOf.get(question.showIf.question) : undefined;
    if (parentStep !== undefined && parentStep === steps.length && question.type !== 'images') {
      // A follow-up of a question on the screen being filled.
      current.push(question);
      stepOf.set(question.name, steps.length);
      continue;
    }
    const photoScreen = current.length > 0 && current.every((item) => item.type === 'images');
    if (question.type === 'images' || photoScreen) {
      // Photos share a screen only with photos.
      if (question.type !== 'images' || !photoScreen || leading >= QUESTIONS_PER_STEP) close();
      current.push(question);
      leading += 1;
      stepOf.set(question.name, steps.length);
      continue;
    }
    if (leading >= QUESTIONS_PER_STEP) close();
    current.push(question);
    leading += 1;
    stepOf.set(question.name, steps.length);
  }
  close();
  return steps;
}
