import sharp from 'sharp';
import type { ShopUnderTest } from './shop-under-test';
import { type Agent, newlySignedUpCustomer } from './test-app';

interface QuestionView {
  name: string;
  type: 'text' | 'choice' | 'checkbox' | 'images';
  required: boolean;
  multiple?: boolean;
  options?: { value: string }[];
  showIf?: { question: string; equals: string[] };
}

export interface Draft {
  id: number;
  questionnaire: { questions: QuestionView[] };
}

/** A small real photo; with `withLocation` it carries GPS and camera EXIF, as phone photos do. */
export async function samplePhoto({ withLocation = false, format = 'jpeg' as 'jpeg' | 'png' | 'webp' } = {}): Promise<Buffer> {
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 150, b: 130 } } });
  const tagged = withLocation ? image.withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Copyright: 'Patient' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2600/100' } }) : image;
  return tagged.toFormat(format).toBuffer();
}

/**
 * Answers every question of a draft the plainest way (no, none, the first option),
 * overridden where a test needs a particular answer, and uploads a photo for each photo question.
 * Answers where the uploaded photos are served (`/storage/consultations/...`).
 */
export async function answerEverything(agent: Agent, csrfToken: string, draft: Draft, overrides: Record<string, unknown> = {}): Promise<string[]> {
  const answers: Record<string, unknown> = {};
  const photoUrls: string[] = [];
  for (const question of draft.questionnaire.questions) {
    if (question.type === 'images') {
      const uploaded = await agent.post(`/v2/consultations/${draft.id}/photos`).set('x-csrf-token', csrfToken).field('question', question.name).attach('photo', await samplePhoto(), 'face.jpg').expect(201);
      photoUrls.push(uploaded.body.url as string);
      continue;
    }
    const values = question.options?.map((option) => option.value) ?? [];
    const plainest = values.includes('no') ? 'no' : values.includes('none') ? 'none' : values[0];
    answers[question.name] = question.type === 'checkbox' ? true : question.type === 'text' ? 'Nothing to add' : question.multiple ? [plainest] : plainest;
  }
  await agent.put(`/v2/consultations/${draft.id}/answers`).set('x-csrf-token', csrfToken).send({ answers: { ...answers, ...overrides } }).expect(200);
  return photoUrls;
}

/** A newly signed-up customer who has submitted a complete consultation, so a pending subscription waits for checkout; with where their photos are served. */
export async function customerWithProposal(shop: ShopUnderTest, type = 'acne', details: Record<string, string> = {}, answers: Record<string, unknown> = {}) {
  const customer = await newlySignedUpCustomer(shop, { consultation_type: type, ...details });
  const draft = (await customer.agent.post('/v2/consultations').set('x-csrf-token', customer.csrfToken).send({ type }).expect(200)).body as Draft;
  const photoUrls = await answerEverything(customer.agent, customer.csrfToken, draft, answers);
  await customer.agent.post(`/v2/consultations/${draft.id}/submit`).set('x-csrf-token', customer.csrfToken).expect(200);
  return { ...customer, photoUrls };
}
