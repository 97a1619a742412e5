import type { NestExpressApplication } from '@nestjs/platform-express';
import { PendingRegistration } from '../../src/modules/identity/infrastructure/pending-registration.entity';
import { User } from '../../src/modules/identity/infrastructure/user.entity';
import { browserSession, codeEmailedTo, createTestApp, ormOf, SIGN_UP_DETAILS, uniqueEmail, type Agent } from '../support/test-app';

/**
 * The sign-up takeover found in the security review (issue 16, part 1), replayed: a second
 * browser registering an address that waits for its code must neither change the owner's
 * registration nor end up with a way into the account.
 */
let app: NestExpressApplication;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

type Browser = { agent: Agent; csrfToken: string };
const post = (browser: Browser, path: string, body: object) => browser.agent.post(path).set('x-csrf-token', browser.csrfToken).send(body);
const registerAs = (browser: Browser, email: string, password: string, firstName: string) =>
  post(browser, '/auth/register', { email, password, password_confirmation: password, ...SIGN_UP_DETAILS, first_name: firstName });

it("gives a second browser registering the same address no way into the owner's account", async () => {
  const email = uniqueEmail('takeover');
  const owner = await browserSession(app);
  const attacker = await browserSession(app);

  // 1. The owner registers and is sent a code.
  await registerAs(owner, email, 'owner-chosen-passphrase', 'Priya').expect(201);
  const ownersCode = await codeEmailedTo(app, email);

  // 2. Another browser registers the same address with its own password, and tries to add details.
  const attackerRegistered = await registerAs(attacker, email, 'attacker-chosen-passphrase', 'Mallory');
  expect(attackerRegistered.status).toBe(201);
  expect(attackerRegistered.body).toEqual({ email });
  await post(attacker, '/auth/update-data', { email, first_name: 'Mallory', last_name: 'Evil', phone: '07700 900666' }).expect(200);
  const attackersCode = await codeEmailedTo(app, email, ownersCode);

  // The owner's registration is untouched.
  const pending = await ormOf(app).em.fork().find(PendingRegistration, { email }, { orderBy: { id: 'asc' } });
  expect(pending.map((registration) => registration.firstName)).toEqual(['Priya', 'Mallory']);
  expect(pending[0].mobile).toBeUndefined();

  // 3. A code only works in the session whose registration it was sent for: the newest one
  // (the attacker's) is refused in the owner's browser; the owner's own code signs them in.
  await post(owner, '/auth/verify-email', { email, code: attackersCode }).expect(400);
  const verified = await post(owner, '/auth/verify-email', { email, code: ownersCode }).expect(200);
  expect(verified.body.user).toMatchObject({ email, firstName: 'Priya', lastName: SIGN_UP_DETAILS.last_name });
  const account = await ormOf(app).em.fork().findOneOrFail(User, { email });
  expect(account).toMatchObject({ firstName: 'Priya', mobile: undefined });

  // 4. The attacker's password opens nothing, its code is dead, and its calls change nothing.
  const signIn = await post(attacker, '/login', { email, password: 'attacker-chosen-passphrase' }).expect(401);
  expect(signIn.body.error).toBe('AUTH.INVALID_CREDENTIALS');
  await post(attacker, '/auth/verify-email', { email, code: attackersCode }).expect(400);
  await post(attacker, '/auth/update-data', { email, first_name: 'Mallory', last_name: 'Evil' }).expect(403);
  expect((await attacker.agent.get('/auth/session').expect(200)).body.user).toBeNull();
  await attacker.agent.get('/v2/profile/data/account').expect(401);
  expect(await ormOf(app).em.fork().findOneOrFail(User, { email })).toMatchObject({ firstName: 'Priya', lastName: SIGN_UP_DETAILS.last_name });

  // The owner's own password still works.
  await post(await browserSession(app), '/login', { email, password: 'owner-chosen-passphrase' }).expect(200);
  expect(await ormOf(app).em.fork().count(PendingRegistration, { email })).toBe(0);
});

it('lets whichever session verifies first win the address; the other is told the address is taken', async () => {
  const email = uniqueEmail('race');
  const laptop = await browserSession(app);
  const phone = await browserSession(app);
  await registerAs(laptop, email, 'laptop-passphrase-one', 'Priya').expect(201);
  const laptopCode = await codeEmailedTo(app, email);
  await registerAs(phone, email, 'phone-passphrase-two', 'Priya').expect(201);
  const phoneCode = await codeEmailedTo(app, email, laptopCode);

  await post(phone, '/auth/verify-email', { email, code: phoneCode }).expect(200);
  // The laptop's registration went with the win: its code is refused like any wrong code.
  const late = await post(laptop, '/auth/verify-email', { email, code: laptopCode }).expect(400);
  expect(late.body.error).toBe('AUTH.INVALID_CODE');
  const again = await post(laptop, '/auth/check-email', { email }).expect(409);
  expect(again.body.message).toBe(`The email ${email} is already in use.`);
  expect(await ormOf(app).em.fork().count(User, { email })).toBe(1);
});

it('does not resend codes for another session\'s registration', async () => {
  const email = uniqueEmail('resend-other');
  const owner = await browserSession(app);
  await registerAs(owner, email, 'owner-chosen-passphrase', 'Priya').expect(201);
  await codeEmailedTo(app, email);
  const stranger = await browserSession(app);
  const answer = await post(stranger, '/auth/resend-code', { email }).expect(200);
  expect(answer.body.message).toBe('If that address is waiting for a code, a new one is on its way.');
  const inbox = await browserSession(app).then((browser) => browser.agent.get('/dev/mailbox.json').query({ to: email }).expect(200));
  expect(inbox.body).toHaveLength(1);
});
