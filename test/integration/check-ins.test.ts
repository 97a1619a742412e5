import '../support/check-in-env/before-second-supply';
// Before the 2nd supply here (the default is the 3rd), so the first renewal after approval meets it. Set before the app's modules load.
import '../support/own-test-database'; // the app's modules read the database to use when imported
import type { NestExpressApplication } from '@nestjs/platform-express';
import { CheckIn } from '../../src/modules/check-in/infrastructure/check-in.entity';
import { AuditEntry } from '../../src/modules/audit/infrastructure/audit-entry.entity';
import { Prescription } from '../../src/modules/prescribing/infrastructure/prescription.entity';
import { addCalendarDays } from '../../src/shared/domain/calendar-date';
import { samplePhoto } from '../support/consultation-answers';
import { approvedCustomer, subscriptionOf, type RenewalCustomer } from '../support/renewal-customers';
import { chargesFor, emailArrives, sweep, TestClock, useOwnBillingTestApp } from '../support/renewal-fixtures';
import { ormOf, signedInSession } from '../support/test-app';

/**
 * Clinical check-ins (issue 19) on a clock the test moves, through the real renewal run: opened
 * before the configured supply, the renewal held (nothing charged) while unanswered, released when
 * answered, the team asked once the wait runs out; answers only by their owner; the prescriber's
 * continue, adjust (a new prescription through the change-of-medicine path) and pause.
 */
const clock = new TestClock();
let app: NestExpressApplication;

useOwnBillingTestApp(clock, (created) => (app = created));

const em = () => ormOf(app).em.fork();
const staff = () => signedInSession(app, 'admin@example.com', 'admin-demo-pass');
type Session = Awaited<ReturnType<typeof staff>>;
const post = (session: Session, path: string, body: object) => session.agent.post(path).set('x-csrf-token', session.csrfToken).send(body);
const checkInOf = (subscriptionId: number) => em().findOneOrFail(CheckIn, { subscriptionId });
const uploadPhoto = async (customer: RenewalCustomer) =>
  (await customer.agent.post('/v2/profile/form/upload-photo').set('x-csrf-token', customer.csrfToken).attach('photo', await samplePhoto({ withLocation: true }), 'today.jpg').expect(200)).body as { id: string; url: string };
const GOOD = { progress: 'better', side_effects: 'none', pregnancy: 'no' };
/** The customer answers their open check-in with one new photo. */
const answer = async (customer: RenewalCustomer, answers: object = GOOD) => {
  const [checkIn] = (await customer.agent.get('/v2/profile/data/check-ins').expect(200)).body.check_ins;
  const photo = await uploadPhoto(customer);
  await post(customer, '/v2/profile/form/check-in', { id: checkIn.id, answers, photo_ids: [photo.id] }).expect(200);
};

/** An approved customer whose first renewal (the 2nd supply) is due: the run on that day opens the check-in and holds the charge. */
async function heldAtCheckIn(): Promise<{ customer: RenewalCustomer; dueOn: string }> {
  const customer = await approvedCustomer(app);
  const dueOn = (await subscriptionOf(app, customer.subscriptionId)).dueAt!;
  clock.travelTo(dueOn);
  await sweep(app);
  return { customer, dueOn };
}

it('opens a check-in before the configured supply, emails it, charges nothing while it waits, and charges the day after it is answered', async () => {
  const { customer, dueOn } = await heldAtCheckIn();
  expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840]);
  expect(await checkInOf(customer.subscriptionId)).toMatchObject({ status: 'open', supplyNumber: 2, openedOn: dueOn, waitUntil: addCalendarDays(dueOn, 7), teamAskedOn: undefined });
  expect((await subscriptionOf(app, customer.subscriptionId)).dueAt).toBe(addCalendarDays(dueOn, 1));
  const email = await emailArrives(app, customer.email, /^How is your Acne formula going\? A short check-in before your next supply$/);
  expect(email.text).toContain('http://localhost:3000/v2/profile/check-in');
  expect(email.text).toContain('we have not charged you for it yet');

  // Still unanswered the next day: held again, still one check-in.
  clock.travelTo(addCalendarDays(dueOn, 1));
  await sweep(app);
  expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840]);
  expect(await em().count(CheckIn, { subscriptionId: customer.subscriptionId })).toBe(1);

  // The form: questions for acne (with pregnancy), photos required, answers checked.
  const [open] = (await customer.agent.get('/v2/profile/data/check-ins').expect(200)).body.check_ins;
  expect(open.questions.map((question: { name: string }) => question.name)).toEqual(['progress', 'side_effects', 'side_effect_details', 'pregnancy', 'notes']);
  const photo = await uploadPhoto(customer);
  const missing = await post(customer, '/v2/profile/form/check-in', { id: open.id, answers: { progress: 'better' }, photo_ids: [photo.id] }).expect(400);
  expect(missing.body.fields).toEqual({ side_effects: ['Please answer this question.'] });
  const noPhoto = await post(customer, '/v2/profile/form/check-in', { id: open.id, answers: GOOD, photo_ids: [] }).expect(400);
  expect(noPhoto.body.fields).toEqual({ photo_ids: ['Please add at least one new photo.'] });
  const notOffered = await post(customer, '/v2/profile/form/check-in', { id: open.id, answers: { ...GOOD, progress: 'cured!' }, photo_ids: [photo.id] }).expect(400);
  expect(notOffered.body.fields).toEqual({ progress: ['Please choose one of the answers offered.'] });
  // Not an image, or too big: the photo pipeline's clear 400/413, nothing kept.
  const notImage = await customer.agent.post('/v2/profile/form/upload-photo').set('x-csrf-token', customer.csrfToken).attach('photo', Buffer.from('not a photo at all'), 'photo.jpg').expect(400);
  expect(notImage.body.error).toBe('CONSULTATION.NOT_AN_IMAGE');
  const huge = Buffer.concat([await samplePhoto(), Buffer.alloc(11 * 1024 * 1024)]);
  const tooBig = await customer.agent.post('/v2/profile/form/upload-photo').set('x-csrf-token', customer.csrfToken).attach('photo', huge, 'huge.jpg').expect(400);
  expect(tooBig.body.fields).toEqual({ photo: ['Photos must be 10 MB or smaller.'] });
  expect((await checkInOf(customer.subscriptionId)).status).toBe('open');

  const answered = await post(customer, '/v2/profile/form/check-in', { id: open.id, answers: { ...GOOD, notes: '  Much less oily  ' }, photo_ids: [photo.id] }).expect(200);
  expect(answered.body).toMatchObject({ status: 'answered', needs_prescriber: false, photos: [{ id: photo.id, url: photo.url }] });
  expect(answered.body.answers).toContainEqual({ name: 'notes', question: 'Anything else the prescriber should know? (optional)', value: 'Much less oily', answer: 'Much less oily' });
  await post(customer, '/v2/profile/form/check-in', { id: open.id, answers: GOOD, photo_ids: [photo.id] }).expect(409);

  clock.travelTo(addCalendarDays(dueOn, 2));
  await sweep(app);
  expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840, 4840]);
});

it("refuses a check-in answered for another customer's subscription, or with another customer's photo, and changes nothing", async () => {
  const { customer } = await heldAtCheckIn();
  const other = await approvedCustomer(app);
  const checkIn = await checkInOf(customer.subscriptionId);
  const otherPhoto = await uploadPhoto(other);
  const refused = await post(other, '/v2/profile/form/check-in', { id: checkIn.id, answers: GOOD, photo_ids: [otherPhoto.id] }).expect(404);
  expect(refused.body.error).toBe('CHECK_IN.NOT_FOUND');
  const foreignPhoto = await post(customer, '/v2/profile/form/check-in', { id: checkIn.id, answers: GOOD, photo_ids: [otherPhoto.id] }).expect(400);
  expect(foreignPhoto.body.fields).toEqual({ photo_ids: ['One of the photos was not found: please upload it again.'] });
  expect(await checkInOf(customer.subscriptionId)).toMatchObject({ status: 'open', answers: [], photos: [] });
  expect((await other.agent.get('/v2/profile/data/check-ins').expect(200)).body.check_ins).toEqual([]);
  // Nor can a customer read the staff review.
  await customer.agent.get(`/v2/admin/data/check-ins?subscription_id=${customer.subscriptionId}`).expect(403);
});

it('asks the team once the wait runs out unanswered, and the supply goes ahead', async () => {
  const { customer, dueOn } = await heldAtCheckIn();
  clock.travelTo(addCalendarDays(dueOn, 6));
  await sweep(app);
  expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840]);
  clock.travelTo(addCalendarDays(dueOn, 7));
  await sweep(app);
  expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840, 4840]);
  expect(await checkInOf(customer.subscriptionId)).toMatchObject({ status: 'open', teamAskedOn: addCalendarDays(dueOn, 7) });
  const review = (await (await staff()).agent.get(`/v2/admin/data/check-ins?subscription_id=${customer.subscriptionId}`).expect(200)).body;
  expect(review.check_ins[0]).toMatchObject({ status: 'open', team_asked_on: addCalendarDays(dueOn, 7) });
});

it('holds answers that need a prescriber until one continues; the review shows answers, photos and the baseline, and is audited', async () => {
  const { customer, dueOn } = await heldAtCheckIn();
  await answer(customer, { progress: 'worse', side_effects: 'severe', side_effect_details: 'Burning', pregnancy: 'no' });
  clock.travelTo(addCalendarDays(dueOn, 1));
  await sweep(app);
  expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840]);

  const prescriber = await staff();
  const review = (await prescriber.agent.get(`/v2/admin/data/check-ins?subscription_id=${customer.subscriptionId}`).expect(200)).body;
  expect(review.baseline_photo_url).toMatch(/^\/storage\/consultations?\//);
  expect(review.check_ins[0]).toMatchObject({ status: 'answered', needs_prescriber: true, photos: [{ url: expect.stringMatching(/^\/storage\/progress\//) }] });
  expect(review.check_ins[0].answers.map((row: { answer: string }) => row.answer)).toEqual(['Worse', 'Severe (burning, swelling, blistering, or I stopped using it)', 'Burning', 'No']);
  expect(await em().count(AuditEntry, { action: 'check-in.viewed', subscriptionId: customer.subscriptionId })).toBe(1);
  // The patient's own photos are served through the audited private storage route.
  await prescriber.agent.get(review.check_ins[0].photos[0].url).expect(200);
  await prescriber.agent.get(review.baseline_photo_url).expect(200);

  // Only a prescriber decides.
  const nonPrescriber = await signedInSession(app, 'staff@example.com', 'staff-demo-pass');
  expect((await post(nonPrescriber, '/v2/admin/form/check-in-decision', { id: review.check_ins[0].id, decision: 'continue' }).expect(403)).body.error).toBe('CHECK_IN.NOT_A_PRESCRIBER');
  await post(prescriber, '/v2/admin/form/check-in-decision', { id: review.check_ins[0].id, decision: 'continue', message: 'Burning settles; use every other night.' }).expect(200);
  expect(await checkInOf(customer.subscriptionId)).toMatchObject({ status: 'continued', decisionNote: 'Burning settles; use every other night.' });
  expect(await em().count(AuditEntry, { action: 'check-in.continued', subscriptionId: customer.subscriptionId })).toBe(1);
  await post(prescriber, '/v2/admin/form/check-in-decision', { id: review.check_ins[0].id, decision: 'continue' }).expect(409);

  clock.travelTo(addCalendarDays(dueOn, 2));
  await sweep(app);
  expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840, 4840]);
});

it('adjusts the formula through the change-of-medicine path: approved with a new prescription, the check-in closes as adjusted', async () => {
  const { customer, dueOn } = await heldAtCheckIn();
  await answer(customer, { progress: 'same', side_effects: 'mild', pregnancy: 'no' });
  const prescriber = await staff();
  const treatments = (await prescriber.agent.get('/v2/admin/data/treatments').expect(200)).body as { plans: { items: { id: number; code: string }[] }[] }[];
  const stronger = treatments.flatMap((treatment) => treatment.plans.flatMap((plan) => plan.items)).find((item) => item.code === '850C')!;
  const upcoming = (await subscriptionOf(app, customer.subscriptionId)).items.getItems()[1];
  await post(prescriber, '/v2/admin/form/subscription/change-item', { id: upcoming.id, item_id: stronger.id }).expect(200);
  const { pendingChange } = (await prescriber.agent.get(`/v2/admin/data/subscription?id=${customer.subscriptionId}`).expect(200)).body;
  await post(prescriber, '/v2/admin/form/item-change', { id: pendingChange.id, approve: 1, signature_password: 'admin-demo-pass' }).expect(200);

  const prescriptions = await em().find(Prescription, { subscriptionId: customer.subscriptionId }, { orderBy: { id: 'asc' } });
  expect(prescriptions).toHaveLength(2);
  expect(await checkInOf(customer.subscriptionId)).toMatchObject({ status: 'adjusted', decisionNote: expect.stringContaining(`new prescription #${prescriptions[1].id}`) });
  // The new prescription's supplies count from 1: the changed supply goes ahead at the next run.
  clock.travelTo(addCalendarDays(dueOn, 1));
  await sweep(app);
  expect((await chargesFor(app, customer.subscriptionId)).length).toBe(2);
  expect((await subscriptionOf(app, customer.subscriptionId)).items.getItems()[1]).toMatchObject({ code: '850C', status: 'paid' });
});

it('pauses the treatment with a message in the chat, and refuses a pause without a message', async () => {
  const { customer, dueOn } = await heldAtCheckIn();
  await answer(customer, { progress: 'better', side_effects: 'none', pregnancy: 'yes' });
  const prescriber = await staff();
  const checkIn = await checkInOf(customer.subscriptionId);
  const resumeOn = addCalendarDays(dueOn, 60);
  const noMessage = await post(prescriber, '/v2/admin/form/check-in-decision', { id: checkIn.id, decision: 'pause', resume_on: resumeOn, message: ' ' }).expect(400);
  expect(noMessage.body.fields).toEqual({ message: ['Write the message the patient gets with the pause.'] });
  await post(prescriber, '/v2/admin/form/check-in-decision', { id: checkIn.id, decision: 'pause', resume_on: 'soon', message: 'Paused' }).expect(400);
  expect((await checkInOf(customer.subscriptionId)).status).toBe('answered');

  const message = 'Congratulations! This cream is not for pregnancy, so we have paused it. Message us when you want to talk about options.';
  await post(prescriber, '/v2/admin/form/check-in-decision', { id: checkIn.id, decision: 'pause', resume_on: resumeOn, message }).expect(200);
  expect(await checkInOf(customer.subscriptionId)).toMatchObject({ status: 'paused' });
  expect(await subscriptionOf(app, customer.subscriptionId)).toMatchObject({ pausedUntil: resumeOn, dueAt: resumeOn });
  const chat = (await customer.agent.get('/v2/profile/data/chat').expect(200)).body;
  expect(JSON.stringify(chat)).toContain('This cream is not for pregnancy');
  clock.travelTo(addCalendarDays(dueOn, 10));
  await sweep(app);
  expect(await chargesFor(app, customer.subscriptionId)).toEqual([4840]);
});
