import { expect, type APIRequestContext } from '@playwright/test';
import { photoFile } from './photos';
import { csrfToken, postAccepted } from './session-api';

/**
 * A consultation answered and submitted through the API, for journeys that start after it
 * (the questionnaire's screens have journeys of their own).
 */

interface Question {
  name: string;
  type: 'text' | 'choice' | 'checkbox' | 'images';
  required: boolean;
  options?: { value: string; label: string }[];
  multiple?: boolean;
  showIf?: { question: string; equals: string[] };
}

type Answer = string | string[] | boolean;

function shown(question: Question, answers: Record<string, Answer>): boolean {
  if (!question.showIf) return true;
  const given = answers[question.showIf.question];
  const values = Array.isArray(given) ? given : [String(given ?? '')];
  return values.some((value) => question.showIf?.equals.includes(value));
}

/**
 * Answers every question the plainest way (the last option of a single choice, 'No' for
 * a yes/no; the first of a multiple choice, 'none'; a sentence; a tick; one photo each)
 * and submits: the customer then has a pending subscription with the proposed plan.
 */
export async function submitConsultation(request: APIRequestContext, type: string): Promise<{ subscriptionId: number }> {
  const draft = await postAccepted<{ id: number; questionnaire: { questions: Question[] } }>(request, '/v2/consultations', { type });

  const answers: Record<string, Answer> = {};
  const photos: string[] = [];
  for (const question of draft.questionnaire.questions) {
    if (!shown(question, answers)) continue;
    if (question.type === 'images') photos.push(question.name);
    else if (question.type === 'checkbox') answers[question.name] = true;
    else if (question.type === 'text') {
      if (question.required) answers[question.name] = 'Nothing else to add.';
    } else if (question.options?.length) {
      answers[question.name] = question.multiple ? [question.options[0]!.value] : question.options.at(-1)!.value;
    }
  }
  const saved = await request.put(`/v2/consultations/${draft.id}/answers`, { headers: { 'x-csrf-token': await csrfToken(request) }, data: { answers } });
  expect(saved.ok(), await saved.text()).toBe(true);
  for (const name of photos) {
    const uploaded = await request.post(`/v2/consultations/${draft.id}/photos`, {
      headers: { 'x-csrf-token': await csrfToken(request) },
      multipart: { question: name, photo: await photoFile(`${name}.jpg`) },
    });
    expect(uploaded.ok(), await uploaded.text()).toBe(true);
  }
  return postAccepted<{ subscriptionId: number }>(request, `/v2/consultations/${draft.id}/submit`);
}
