import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import sharp from 'sharp';
import { Subscription } from '../../src/modules/subscription/infrastructure/subscription.entity';
import { answerEverything, type Draft, samplePhoto } from '../support/consultation-answers';
import { newlySignedUpCustomer, ormOf } from '../support/test-app';
import { appWithSignedInAdmin, type SignedInSession } from '../support/signed-in-admin';

let app: NestExpressApplication;
let admin: SignedInSession;

beforeAll(async () => ({ app, admin } = await appWithSignedInAdmin()));
afterAll(() => app.close());

async function start(patient: { agent: import('../support/test-app').Agent; csrfToken: string }, type: string): Promise<Draft & Record<string, unknown>> {
  const response = await patient.agent.post('/v2/consultations').set('x-csrf-token', patient.csrfToken).send({ type }).expect(200);
  return response.body;
}

const questionNames = (draft: Draft) => draft.questionnaire.questions.map((question) => question.name);
const subscriptionsOf = (userId: number) => ormOf(app).em.fork().count(Subscription, { userId });

describe('the questionnaire', () => {
  it('asks female patients about pregnancy and male patients not', async () => {
    const female = await newlySignedUpCustomer(app, { sex: 'female' });
    const male = await newlySignedUpCustomer(app, { sex: 'male' });
    expect(questionNames(await start(female, 'acne'))).toContain('pregnancy');
    expect(questionNames(await start(male, 'acne'))).not.toContain('pregnancy');
  });

  it('keeps one draft per type and gives it back with what was saved', async () => {
    const patient = await newlySignedUpCustomer(app);
    const draft = await start(patient, 'rosacea');
    await patient.agent.put(`/v2/consultations/${draft.id}/answers`).set('x-csrf-token', patient.csrfToken).send({ answers: { skin_type: 'sensitive', rosacea_triggers: 'Red wine' } }).expect(200);
    await patient.agent.put(`/v2/consultations/${draft.id}/answers`).set('x-csrf-token', patient.csrfToken).send({ answers: { rosacea_symptoms: ['flushing', 'eyes'] } }).expect(200);
    const again = await start(patient, 'rosacea');
    expect(again.id).toBe(draft.id);
    expect(again.answers).toEqual({ skin_type: 'sensitive', rosacea_triggers: 'Red wine', rosacea_symptoms: ['flushing', 'eyes'] });
  });

  it('refuses unknown questions and wrong kinds of answer, saving none of the batch', async () => {
    const patient = await newlySignedUpCustomer(app);
    const draft = await start(patient, 'acne');
    const refused = await patient.agent
      .put(`/v2/consultations/${draft.id}/answers`)
      .set('x-csrf-token', patient.csrfToken)
      .send({ answers: { skin_type: 'oily', favourite_colour: 'blue', acne_areas: 'cheeks', confirmation: 'yes' } })
      .expect(400);
    expect(refused.body.fields).toEqual({
      favourite_colour: ['There is no such question in this consultation.'],
      acne_areas: ['Please choose from the options given.'],
      confirmation: ['Please tick or untick the box.'],
    });
    expect((await start(patient, 'acne')).answers).toEqual({});
  });

  it("does not let a customer see or change another customer's draft", async () => {
    const owner = await newlySignedUpCustomer(app);
    const stranger = await newlySignedUpCustomer(app);
    const draft = await start(owner, 'glow');
    await stranger.agent.put(`/v2/consultations/${draft.id}/answers`).set('x-csrf-token', stranger.csrfToken).send({ answers: { skin_type: 'dry' } }).expect(404);
    await stranger.agent.post(`/v2/consultations/${draft.id}/submit`).set('x-csrf-token', stranger.csrfToken).expect(404);
    await request(app.getHttpServer()).post('/v2/consultations').send({ type: 'glow' }).expect(401);
  });

  it('answers a non-numeric id and an unknown type with a 400 naming them', async () => {
    const patient = await newlySignedUpCustomer(app);
    const badId = await patient.agent.put('/v2/consultations/abc/answers').set('x-csrf-token', patient.csrfToken).send({ answers: {} }).expect(400);
    expect(badId.body.fields).toEqual({ id: ['The id must be a whole number.'] });
    const badType = await patient.agent.post('/v2/consultations').set('x-csrf-token', patient.csrfToken).send({ type: 'sunburn' }).expect(400);
    expect(badType.body.fields).toEqual({ type: ['Please choose a consultation from the list.'] });
  });
});

describe('photos', () => {
  it('strips the location and camera details, and shows the photo only to its owner and admins', async () => {
    const owner = await newlySignedUpCustomer(app);
    const draft = await start(owner, 'acne');
    const original = await samplePhoto({ withLocation: true });
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const uploaded = await owner.agent.post(`/v2/consultations/${draft.id}/photos`).set('x-csrf-token', owner.csrfToken).field('question', 'photo_front').attach('photo', original, 'IMG_0001.jpg').expect(201);
    expect(uploaded.body.url).toMatch(/^\/storage\/consultations\/[0-9a-f-]{36}\.jpg$/);

    const served = await owner.agent.get(uploaded.body.url).buffer(true).parse(binary as never).expect(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('private, no-store');
    const kept = await sharp(served.body as Buffer).metadata();
    expect(kept.exif).toBeUndefined();
    expect(kept.width).toBe(64);

    await request(app.getHttpServer()).get(uploaded.body.url).expect(401);
    const stranger = await newlySignedUpCustomer(app);
    await stranger.agent.get(uploaded.body.url).expect(404);
    await admin.agent.get(uploaded.body.url).expect(200);
    await stranger.agent.get('/storage/../package.json').expect(404);
  });

  it('judges a file by its content, not its name, and refuses big ones', async () => {
    const patient = await newlySignedUpCustomer(app);
    const draft = await start(patient, 'acne');
    const upload = (contents: Buffer, name: string, question = 'photo_front') =>
      patient.agent.post(`/v2/consultations/${draft.id}/photos`).set('x-csrf-token', patient.csrfToken).field('question', question).attach('photo', contents, name);

    const text = await upload(Buffer.from('%PDF-1.4 not a photo'), 'selfie.jpg').expect(400);
    expect(text.body.fields).toEqual({ photo: ['Please choose a photo in JPEG, PNG or WebP format.'] });
    const gif = await upload(await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } }).gif().toBuffer(), 'a.png').expect(400);
    expect(gif.body.message).toBe('Please choose a photo in JPEG, PNG or WebP format.');
    const huge = await upload(Buffer.alloc(10 * 1024 * 1024 + 1, 1), 'huge.jpg').expect(400);
    expect(huge.body.fields).toEqual({ photo: ['Photos must be 10 MB or smaller.'] });
    const wrongQuestion = await upload(await samplePhoto(), 'face.jpg', 'skin_type').expect(400);
    expect(wrongQuestion.body.fields).toEqual({ question: ['This question does not take photos.'] });

    await upload(await samplePhoto({ format: 'png' }), 'face.jpg').expect(201);
    await upload(await samplePhoto({ format: 'webp' }), 'face').expect(201);
    const draftNow = (await start(patient, 'acne')) as unknown as { photos: Record<string, { id: string; url: string }[]> };
    expect(draftNow.photos.photo_front.map((photo) => photo.url.split('.').pop())).toEqual(['png', 'webp']);

    await patient.agent.delete(`/v2/consultations/${draft.id}/photos/${draftNow.photos.photo_front[0].id}`).set('x-csrf-token', patient.csrfToken).expect(204);
    await patient.agent.get(draftNow.photos.photo_front[0].url).expect(404);
  });
});

describe('submitting', () => {
  it('names every required question still unanswered and creates nothing', async () => {
    const patient = await newlySignedUpCustomer(app);
    const draft = await start(patient, 'acne');
    await patient.agent.put(`/v2/consultations/${draft.id}/answers`).set('x-csrf-token', patient.csrfToken).send({ answers: { skin_type: 'oily', takes_medicines: 'yes', medicines: '   ' } }).expect(200);
    const refused = await patient.agent.post(`/v2/consultations/${draft.id}/submit`).set('x-csrf-token', patient.csrfToken).expect(400);
    expect(refused.body.fields).toMatchObject({
      acne_severity: ['Please choose an answer.'],
      medicines: ['Please answer this question.'],
      photo_front: ['Please add at least one photo.'],
      confirmation: ['Please tick to confirm.'],
    });
    expect(refused.body.fields.skin_type).toBeUndefined();
    expect(await subscriptionsOf(patient.userId)).toBe(0);
  });

  it('stores the submission with its flags for the prescriber and proposes the treatment', async () => {
    const patient = await newlySignedUpCustomer(app, { sex: 'female' });
    const draft = await start(patient, 'acne');
    await answerEverything(patient.agent, patient.csrfToken, draft, { pregnancy: 'yes', acne_severity: 'severe' });

    const submitted = await patient.agent.post(`/v2/consultations/${draft.id}/submit`).set('x-csrf-token', patient.csrfToken).expect(200);
    // Submitting twice (a retry after a dropped connection) changes nothing.
    const again = await patient.agent.post(`/v2/consultations/${draft.id}/submit`).set('x-csrf-token', patient.csrfToken).expect(200);
    expect(again.body.subscriptionId).toBe(submitted.body.subscriptionId);
    await patient.agent.put(`/v2/consultations/${draft.id}/answers`).set('x-csrf-token', patient.csrfToken).send({ answers: { skin_type: 'dry' } }).expect(409);

    const [submission] = (await admin.agent.get('/v2/admin/data/consultations').query({ user_id: patient.userId }).expect(200)).body;
    expect(submission.consultation).toEqual({ name: 'Acne consultation', type: 'acne', version: 1 });
    expect(Date.parse(submission.submitted_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(submission.flags.map((flag: { message: string }) => flag.message)).toEqual([
      'Severe or scarring acne: may need a dermatologist referral rather than a cream alone.',
      'Pregnant, breastfeeding or trying to conceive: tretinoin, hydroquinone and spironolactone must not be prescribed.',
    ]);
    const field = (name: string) => submission.fields.find((row: { field_name: string }) => row.field_name === name);
    expect(field('How would you describe your skin?')).toEqual({ field_name: 'How would you describe your skin?', field_type: 'text', field_value: 'Oily' });
    expect(field('Are you pregnant, breastfeeding or trying to conceive?').field_value).toBe('Yes');
    expect(submission.fields.find((row: { field_type: string }) => row.field_type === 'checkbox')).toMatchObject({ field_name: expect.stringMatching(/^I confirm my answers/), field_value: '1' });
    const photos = JSON.parse(field('A photo of your face from the front').field_value) as string[];
    expect(photos).toEqual([expect.stringMatching(/^consultations\/[0-9a-f-]{36}\.jpg$/)]);
    await admin.agent.get(`/storage/${photos[0]}`).expect(200);

    await patient.agent.get('/v2/admin/data/consultations').query({ user_id: patient.userId }).expect(403);
    const badUser = await admin.agent.get('/v2/admin/data/consultations').query({ user_id: 'me' }).expect(400);
    expect(badUser.body.fields).toEqual({ user_id: ['The user_id must be a whole number.'] });
  });
});

describe('the proposal', () => {
  async function submitted(type: string, details: Record<string, string> = {}, overrides: Record<string, unknown> = {}) {
    const patient = await newlySignedUpCustomer(app, details);
    const draft = await start(patient, type);
    await answerEverything(patient.agent, patient.csrfToken, draft, overrides);
    await patient.agent.post(`/v2/consultations/${draft.id}/submit`).set('x-csrf-token', patient.csrfToken).expect(200);
    return patient;
  }

  it('is the pending subscription, priced from the catalogue, with the first item every 2 months', async () => {
    const patient = await submitted('acne');
    const proposal = (await patient.agent.get('/v2/subscription/proposal').expect(200)).body;
    expect(proposal.preview.treatment.title).toBe('Acne Formula');
    expect(proposal.preview.items[0]).toEqual({ code: '810C', price: 48.4, price_pence: 4840, interval: 'month', interval_duration: 2 });
    const stored = await ormOf(app).em.fork().findOneOrFail(Subscription, { id: proposal.subscriptionId }, { populate: ['items'] });
    expect(stored).toMatchObject({ status: 'pending', userId: patient.userId, pricePence: 4840, condition: 'acne' });
    expect(stored.items.getItems().map((item) => item.code)).toEqual(['810C', '811C']);
  });

  it('offers the hormonal acne tablets to female patients only, and switches plan on request', async () => {
    const female = await submitted('hormonal-acne', { sex: 'female', birth_date: '1995-05-05', consultation_type: 'hormonal-acne' });
    const offered = (await female.agent.get('/v2/subscription/proposal').expect(200)).body;
    expect(offered.options.map((option: { treatment: { title: string } }) => option.treatment.title)).toEqual(['Hormonal Acne Formula', 'Hormonal Acne Pill']);
    expect(offered.preview.items[0]).toMatchObject({ code: '850C', price: 130 });
    const pill = offered.options[1];
    const switched = (await female.agent.post('/v2/subscription/proposal/plan').set('x-csrf-token', female.csrfToken).send({ plan_id: pill.planId }).expect(200)).body;
    expect(switched.preview.items[0]).toMatchObject({ code: '870T', price: 80, price_pence: 8000 });

    const male = await submitted('hormonal-acne', { sex: 'male', birth_date: '1995-05-05', consultation_type: 'hormonal-acne' });
    const maleOffer = (await male.agent.get('/v2/subscription/proposal').expect(200)).body;
    expect(maleOffer.options).toHaveLength(1);
    const refused = await male.agent.post('/v2/subscription/proposal/plan').set('x-csrf-token', male.csrfToken).send({ plan_id: pill.planId }).expect(400);
    expect(refused.body.fields).toEqual({ plan_id: ['Please choose one of the plans offered.'] });
    expect((await male.agent.get('/v2/subscription/proposal').expect(200)).body.preview.items[0].code).toBe('850C');
  });

  it('follows the main concern chosen in the generic consultation', async () => {
    const patient = await submitted('generic', {}, { main_concern: 'rosacea' });
    const proposal = (await patient.agent.get('/v2/subscription/proposal').expect(200)).body;
    expect(proposal.preview.treatment.title).toBe('Rosacea Formula');
  });

  it('is not found before any consultation', async () => {
    const patient = await newlySignedUpCustomer(app);
    const response = await patient.agent.get('/v2/subscription/proposal').expect(404);
    expect(response.body.message).toBe('There is no treatment waiting for you yet: start with a free consultation.');
  });
});

/** Collects a response body as bytes, for images. */
function binary(response: import('node:http').IncomingMessage, done: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}
