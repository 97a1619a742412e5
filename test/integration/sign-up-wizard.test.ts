import type { NestExpressApplication } from '@nestjs/platform-express';
import { PendingRegistration } from '../../src/modules/identity/infrastructure/pending-registration.entity';
import { User } from '../../src/modules/identity/infrastructure/user.entity';
import { ukCalendarDate } from '../../src/shared/domain/calendar-date';
import { browserSession, codeEmailedTo, createTestApp, ormOf, SIGN_UP_DETAILS, uniqueEmail } from '../support/test-app';

/**
 * The sign-up wizard's rules hold on the server when the browser is bypassed:
 * each bad answer gets a 400 naming its field and creates no account.
 */
let app: NestExpressApplication;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** The birth date of someone who is `years` old today, or turns `years` tomorrow when `dayBefore`. */
function bornYearsAgo(years: number, { turnsTomorrow = false } = {}): string {
  const today = ukCalendarDate(new Date());
  const [year, month, day] = today.split('-').map(Number);
  const birthday = new Date(Date.UTC(year - years, month - 1, day + (turnsTomorrow ? 1 : 0)));
  return birthday.toISOString().slice(0, 10);
}

async function register(details: Record<string, unknown>) {
  const email = uniqueEmail('wizard');
  const { agent, csrfToken } = await browserSession(app);
  const body = { email, password: 'a-good-password', password_confirmation: 'a-good-password', ...SIGN_UP_DETAILS, ...details };
  const response = await agent.post('/auth/register').set('x-csrf-token', csrfToken).send(body);
  const stored = { email: typeof body.email === 'string' ? body.email.toLowerCase() : email };
  const em = ormOf(app).em.fork();
  const accounts = (await em.count(User, stored)) + (await em.count(PendingRegistration, stored));
  return { response, accounts, agent, csrfToken, email: stored.email };
}

describe.each([
  ['first_name', { first_name: '  ' }, 'First name is required.'],
  ['last_name', { last_name: undefined }, 'Last name is required.'],
  ['birth_date', { birth_date: '2000-02-31' }, 'Please select a valid birth date.'],
  ['birth_date', { birth_date: 'last spring' }, 'Please select a valid birth date.'],
  ['birth_date', { birth_date: bornYearsAgo(16, { turnsTomorrow: true }) }, 'You must be at least 16 years old.'],
  ['birth_date', { birth_date: bornYearsAgo(46), consultation_type: 'hormonal-acne' }, 'Age must be between 16 and 45 for hormonal acne consultation.'],
  ['birth_date', { birth_date: bornYearsAgo(15), consultation_type: 'hormonal-acne' }, 'Age must be between 16 and 45 for hormonal acne consultation.'],
  ['birth_date', { birth_date: bornYearsAgo(46), consultation_type: 'menopause' }, 'Age must be 45 or below for menopause consultation.'],
  ['sex', { sex: undefined }, 'Please select your sex at birth.'],
  ['sex', { sex: 'other' }, 'Please select your sex at birth.'],
  ['email', { email: 'no-at-sign.example.com' }, 'Please enter a valid email.'],
  ['password', { password: 'seven77', password_confirmation: 'seven77' }, 'Password must be at least 8 characters.'],
  ['password', { password: 'Password123', password_confirmation: 'Password123' }, 'This password is too common or easy to guess. Please choose another: a few unrelated words work well.'],
  ['password', { password: 'qwertyuiop', password_confirmation: 'qwertyuiop' }, 'This password is too common or easy to guess. Please choose another: a few unrelated words work well.'],
  ['password', { password: ' '.repeat(10), password_confirmation: ' '.repeat(10) }, 'Password cannot be only spaces.'],
  ['consultation_type', { consultation_type: 'sunburn' }, 'Please choose a consultation from the list.'],
])('registering with a bad %s', (field, details, message) => {
  it(`answers 400 "${message}" and creates no account`, async () => {
    const { response, accounts } = await register(details);
    expect(response.status).toBe(400);
    expect(response.body.fields[field]).toEqual([message]);
    expect(accounts).toBe(0);
  });
});

it('accepts a long passphrase (up to 128 characters, spaces and all)', async () => {
  const passphrase = 'the heron waits by the cold canal at dawn while trams hum somewhere beyond the bridge, and the kettle sings';
  expect(passphrase.length).toBeGreaterThan(64);
  expect((await register({ password: passphrase, password_confirmation: passphrase })).response.status).toBe(201);
});

it('accepts the youngest and oldest allowed ages', async () => {
  expect((await register({ birth_date: bornYearsAgo(16) })).response.status).toBe(201);
  expect((await register({ birth_date: bornYearsAgo(45), consultation_type: 'hormonal-acne' })).response.status).toBe(201);
  expect((await register({ birth_date: bornYearsAgo(45), consultation_type: 'menopause' })).response.status).toBe(201);
});

it('keeps the wizard answers on the pending registration, and puts them on the account once the code is entered', async () => {
  const { agent, csrfToken, email } = await register({ first_name: ' Amara ', last_name: 'Okafor', birth_date: '1992-08-14', sex: 'female' });
  const answers = { firstName: 'Amara', lastName: 'Okafor', birthDate: '1992-08-14', sexAtBirth: 'female' };
  expect(await ormOf(app).em.fork().findOneOrFail(PendingRegistration, { email })).toMatchObject(answers);
  expect(await ormOf(app).em.fork().count(User, { email })).toBe(0);

  await agent.post('/auth/verify-email').set('x-csrf-token', csrfToken).send({ email, code: await codeEmailedTo(app, email) }).expect(200);
  const user = await ormOf(app).em.fork().findOneOrFail(User, { email });
  expect(user).toMatchObject(answers);
  expect(user.emailVerifiedAt).toBeInstanceOf(Date);
});

it('refuses a later birth date change that breaks the age rule, and keeps the old one', async () => {
  const email = uniqueEmail('change');
  const { agent, csrfToken } = await browserSession(app);
  await agent.post('/auth/register').set('x-csrf-token', csrfToken).send({ email, password: 'a-good-password', password_confirmation: 'a-good-password', ...SIGN_UP_DETAILS, consultation_type: 'menopause' }).expect(201);
  const refused = await agent
    .post('/auth/update-data')
    .set('x-csrf-token', csrfToken)
    .send({ email, first_name: 'Priya', last_name: 'Shah', birth_date: bornYearsAgo(50), consultation_type: 'menopause' })
    .expect(400);
  expect(refused.body.fields).toEqual({ birth_date: ['Age must be 45 or below for menopause consultation.'] });
  const registration = await ormOf(app).em.fork().findOneOrFail(PendingRegistration, { email });
  expect(registration.birthDate).toBe(SIGN_UP_DETAILS.birth_date);
});

describe('progress kept in the session', () => {
  it('remembers each step so a reload resumes, but never the password', async () => {
    const { agent, csrfToken } = await browserSession(app);
    expect((await agent.get('/auth/registration-progress').expect(200)).body).toEqual({ step: 0, registered: false });

    await agent.put('/auth/registration-progress').set('x-csrf-token', csrfToken).send({ consultation_type: 'acne', step: 1, first_name: 'Lena', last_name: 'Novak' }).expect(200);
    await agent.put('/auth/registration-progress').set('x-csrf-token', csrfToken).send({ consultation_type: 'acne', step: 2, birth_date: '1999-03-02' }).expect(200);
    const resumed = await agent.get('/auth/registration-progress').expect(200);
    expect(resumed.body).toEqual({ consultation_type: 'acne', step: 2, first_name: 'Lena', last_name: 'Novak', birth_date: '1999-03-02', registered: false });

    const email = uniqueEmail('progress');
    await agent
      .post('/auth/register')
      .set('x-csrf-token', csrfToken)
      .send({ email, password: 'a-good-password', password_confirmation: 'a-good-password', ...SIGN_UP_DETAILS, first_name: 'Lena', last_name: 'Novak', birth_date: '1999-03-02', consultation_type: 'acne' })
      .expect(201);
    const waitingForCode = await agent.get('/auth/registration-progress').expect(200);
    expect(waitingForCode.body).toMatchObject({ step: 4, email, registered: true });
    expect(JSON.stringify(waitingForCode.body)).not.toContain('a-good-password');

    // Another browser sees none of it.
    const stranger = await browserSession(app);
    expect((await stranger.agent.get('/auth/registration-progress').expect(200)).body).toEqual({ step: 0, registered: false });
  });

  it('checks what it keeps', async () => {
    const { agent, csrfToken } = await browserSession(app);
    const response = await agent.put('/auth/registration-progress').set('x-csrf-token', csrfToken).send({ consultation_type: 'acne', step: 9, birth_date: '2001-02-30' }).expect(400);
    expect(response.body.fields).toEqual({ step: ['The step must be a whole number from 0 to 4.'], birth_date: ['Please select a valid birth date.'] });
    expect((await agent.get('/auth/registration-progress').expect(200)).body).toEqual({ step: 0, registered: false });
  });

  it('tells nobody, not even a later session, that an address is half-registered', async () => {
    const email = uniqueEmail('later');
    const first = await browserSession(app);
    await first.agent.post('/auth/register').set('x-csrf-token', first.csrfToken).send({ email, password: 'a-good-password', password_confirmation: 'a-good-password', ...SIGN_UP_DETAILS }).expect(201);

    const later = await browserSession(app);
    const pending = await later.agent.post('/auth/check-email').set('x-csrf-token', later.csrfToken).send({ email }).expect(200);
    const free = await later.agent.post('/auth/check-email').set('x-csrf-token', later.csrfToken).send({ email: uniqueEmail('free') }).expect(200);
    expect(Object.keys(pending.body)).toEqual(Object.keys(free.body));
    expect(pending.body).toEqual({ email });
    expect((await later.agent.get('/auth/registration-progress').expect(200)).body).toEqual({ step: 0, registered: false });
  });
});
