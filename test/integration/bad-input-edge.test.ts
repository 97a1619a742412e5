import type { NestExpressApplication } from '@nestjs/platform-express';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ConsultationPhoto } from '../../src/modules/consultation/infrastructure/consultation-photo.entity';
import { Address } from '../../src/modules/identity/infrastructure/address.entity';
import { User } from '../../src/modules/identity/infrastructure/user.entity';
import { NewsletterSignUp } from '../../src/modules/messaging/infrastructure/newsletter-sign-up.entity';
import { PomRegisterEntry } from '../../src/modules/prescribing/infrastructure/pom-register-entry.entity';
import { Agent, browserSession, createTestApp, newlySignedUpCustomer, ormOf, saveDeliveryAddress } from '../support/test-app';
import { samplePhoto } from '../support/consultation-answers';
import { signedInAdmin } from '../support/signed-in-admin';

/**
 * Input that used to reach a 500 is refused at the edge, before any route, with a 4xx
 * in the one error shape, and changes nothing: bodies in another charset or with a
 * broken Content-Encoding, JSON nested too deep, and text holding a NUL byte or a lone
 * UTF-16 surrogate (in bodies, query strings and paths alike). Also a sum of money past
 * what its column holds, which the shared field rule for money now refuses.
 */
let app: NestExpressApplication;
type Session = { agent: Agent; csrfToken: string };
let guest: Session;
let customer: Session & { email: string; userId: number };
let admin: Session;

beforeAll(async () => {
  app = await createTestApp();
  guest = await browserSession(app);
  customer = await newlySignedUpCustomer(app);
  admin = await signedInAdmin(app);
});
afterAll(async () => {
  await app.close();
});

/** Sends the body exactly as given: bytes are not re-serialised, headers as set. */
function sendRaw(session: Session, method: 'post' | 'put', path: string, body: string | Buffer, headers: Record<string, string> = {}) {
  const call = session.agent[method](path).set('x-csrf-token', session.csrfToken).set('Content-Type', 'application/json');
  for (const [name, value] of Object.entries(headers)) call.set(name, value);
  return call.serialize((raw: unknown) => raw as string).send(body as string);
}

const refusedField = (response: { status: number; body: { error: string; fields?: Record<string, string[]> } }, field: string) => {
  expect(response.status).toBe(400);
  expect(response.body).toMatchObject({ statusCode: 400, error: 'REQUEST.INVALID' });
  expect(Object.keys(response.body.fields ?? {})).toEqual([field]);
};

describe('a JSON body in a charset other than UTF-8', () => {
  it.each(['koi8-r', 'latin1', 'iso-8859-1', 'ascii', 'utf-16', 'UTF-16LE'])('answers %s with a 415 on any route', async (charset) => {
    for (const [session, path] of [
      [guest, '/health/live'],
      [guest, '/login'],
      [customer, '/v2/subscription/form/update-customer-info'],
    ] as const) {
      const response = await sendRaw(session, 'post', path, '{"email":"a@b.c"}', { 'Content-Type': `application/json; charset=${charset}` });
      expect(response.status).toBe(415);
      expect(response.body).toMatchObject({ statusCode: 415, error: 'REQUEST.UNSUPPORTED_MEDIA_TYPE', message: 'The request body must be encoded as UTF-8.' });
    }
  });

  it('takes UTF-8, in either case', async () => {
    for (const charset of ['utf-8', 'UTF-8']) {
      const response = await sendRaw(guest, 'post', '/auth/check-email', '{"email":"someone@example.com"}', { 'Content-Type': `application/json; charset=${charset}` });
      expect(response.status).toBe(200);
    }
  });
});

describe('a compressed body', () => {
  it.each(['gzip', 'br', 'deflate'])('answers a body that is not valid %s with a 400', async (encoding) => {
    const response = await sendRaw(guest, 'post', '/login', Buffer.from('{"email":"a@b.c","password":"x"}'), { 'Content-Encoding': encoding });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ statusCode: 400, error: 'REQUEST.UNREADABLE_BODY' });
  });

  it('answers an encoding it does not know with a 415', async () => {
    const response = await sendRaw(guest, 'post', '/login', '{}', { 'Content-Encoding': 'compress' });
    expect(response.status).toBe(415);
    expect(response.body.error).toBe('REQUEST.UNSUPPORTED_MEDIA_TYPE');
  });

  it('reads a valid gzip or br body', async () => {
    const json = '{"email":"someone@example.com"}';
    await sendRaw(guest, 'post', '/auth/check-email', gzipSync(json), { 'Content-Encoding': 'gzip' }).expect(200);
    await sendRaw(guest, 'post', '/auth/check-email', brotliCompressSync(json), { 'Content-Encoding': 'br' }).expect(200);
  });
});

describe('deeply nested JSON', () => {
  const nestedArrays = (depth: number) => `{"email":${'['.repeat(depth)}${']'.repeat(depth)},"password":"x"}`;
  const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it('is refused with a 400 on any route, signed in or not', async () => {
    for (const [session, path, body] of [
      [guest, '/login', nestedArrays(2000)],
      [guest, '/health/live', nestedObjects(4000)],
      [customer, '/v2/subscription/form/update-billing-info', nestedObjects(4000)],
      [admin, '/v2/admin/form/update-user-address', nestedArrays(2000)],
    ] as const) {
      const response = await sendRaw(session, 'post', path, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 400, error: 'REQUEST.TOO_DEEP', message: 'The request body is nested more than 32 levels deep.' });
    }
  });

  it('is refused just above the limit and read at it', async () => {
    expect((await sendRaw(guest, 'post', '/auth/check-email', nestedObjects(33))).body.error).toBe('REQUEST.TOO_DEEP');
    const atLimit = await sendRaw(guest, 'post', '/auth/check-email', nestedObjects(32));
    expect(atLimit.status).toBe(400);
    expect(atLimit.body.error).toBe('REQUEST.INVALID');
  });
});

describe('a lone UTF-16 surrogate in an email', () => {
  const LONE_SURROGATE = '"\\ud800@example.com"';

  it.each([
    ['/login', '{"email":%s,"password":"a-password"}'],
    ['/auth/check-email', '{"email":%s}'],
    ['/auth/register', '{"email":%s,"password":"a-good-password","password_confirmation":"a-good-password"}'],
    ['/auth/update-data', '{"email":%s,"first_name":"Ada","last_name":"Lovelace"}'],
    ['/auth/verify-email', '{"email":%s,"code":"123456"}'],
    ['/auth/resend-code', '{"email":%s}'],
    ['/newsletter/sign-up', '{"email":%s}'],
  ])('is refused on %s with a 400 naming the field', async (path, body) => {
    refusedField(await sendRaw(guest, 'post', path, body.replace('%s', LONE_SURROGATE)), 'email');
  });

  it('is refused in the sign-up progress, which keeps what it had', async () => {
    const session = await browserSession(app);
    await session.agent.put('/auth/registration-progress').set('x-csrf-token', session.csrfToken).send({ consultation_type: 'acne', step: 1, first_name: 'Ada' }).expect(200);
    const body = `{"consultation_type":"acne","step":3,"email":${LONE_SURROGATE}}`;
    refusedField(await sendRaw(session, 'put', '/auth/registration-progress', body), 'email');
    expect((await session.agent.get('/auth/registration-progress').expect(200)).body).toMatchObject({ step: 1, first_name: 'Ada' });
  });

  it('is refused in the admin forms that take an email', async () => {
    refusedField(await sendRaw(admin, 'post', '/v2/admin/form/start-user-subscription', `{"user":${LONE_SURROGATE},"pm":"pm_1","plan":1,"startDate":"2030-01-01"}`), 'user');
    refusedField(await sendRaw(admin, 'post', '/v2/admin/form/update-user-address', `{"address_id":1,"email":${LONE_SURROGATE}}`), 'email');
  });

  it('is found in nested fields and names their path', async () => {
    const response = await sendRaw(customer, 'post', '/v2/subscription/form/update-billing-info', '{"first_name":"Priya","extra":{"list":["ok","\\udc00"]}}');
    refusedField(response, 'extra.list.1');
    expect(response.body.fields['extra.list.1']).toEqual(['This contains an unpaired UTF-16 surrogate, which is not valid text.']);
  });
});

describe('a NUL byte in text', () => {
  const NUL = 'a\u0000b';

  it('is refused in the checkout forms, which save nothing', async () => {
    const someone = await newlySignedUpCustomer(app);
    const billing = { first_name: NUL, last_name: 'Shah', email: someone.email, contact_no: '07700 900123', address_1: '1 High Street', postcode: 'LS1 1AA', city: 'Leeds' };
    const response = await someone.agent.post('/v2/subscription/form/update-billing-info').set('x-csrf-token', someone.csrfToken).send(billing);
    refusedField(response, 'first_name');
    expect(response.body.fields.first_name).toEqual(['This contains a NUL character, which is not allowed.']);
    refusedField(await someone.agent.post('/v2/subscription/form/update-customer-info').set('x-csrf-token', someone.csrfToken).send({ name: 'Priya', surname: NUL, phone: '07700 900123' }), 'surname');
    const orm = ormOf(app).em.fork();
    expect(await orm.count(Address, { user: someone.userId })).toBe(0);
    expect((await orm.findOneOrFail(User, someone.userId)).lastName).toBe('Shah');
  });

  it('is refused in the sandbox card form', async () => {
    refusedField(await guest.agent.post('/sandbox-provider/setup-intents/confirm').set('x-csrf-token', guest.csrfToken).send({ client_secret: NUL, number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' }), 'client_secret');
    refusedField(await guest.agent.post('/sandbox-provider/payment-intents/authenticate').set('x-csrf-token', guest.csrfToken).send({ client_secret: NUL, passed: true }), 'client_secret');
  });

  it('is refused in a path', async () => {
    refusedField(await customer.agent.get('/storage/%00'), 'path');
    refusedField(await customer.agent.get('/storage/photos/a%00b.jpg'), 'path');
  });

  it.each([
    ['/v2/admin/data/get-chats', 'keyword'],
    ['/v2/admin/form/get-subscriptions', 'keyword'],
    ['/v2/admin/data/get-user-payment-methods', 'email'],
    ['/v2/admin/data/dispatch', 'keyword'],
    ['/v2/admin/data/pom', 'patient'],
    ['/v2/admin/data/pom', 'prescriber'],
    ['/v2/admin/data/pom', 'item'],
    ['/v2/admin/data/pom', 'id'],
  ])('is refused in the admin search %s?%s=', async (path, parameter) => {
    refusedField(await admin.agent.get(path).query({ [parameter]: NUL }), parameter);
  });

  it('is refused in any query parameter, even one a route does not take', async () => {
    refusedField(await guest.agent.get('/catalogue/shop').query({ 'x\u0000': 'y' }), 'x\u0000');
  });

  it('is refused in a multipart form field, which uploads nothing', async () => {
    const draft = (await customer.agent.post('/v2/consultations').set('x-csrf-token', customer.csrfToken).send({ type: 'acne' }).expect(200)).body;
    const upload = customer.agent.post(`/v2/consultations/${draft.id}/photos`).set('x-csrf-token', customer.csrfToken);
    refusedField(await upload.field('question', 'photo\u0000front').attach('photo', await samplePhoto(), 'face.jpg'), 'question');
    expect(await ormOf(app).em.fork().count(ConsultationPhoto, { consultation: draft.id })).toBe(0);
  });

  it('is refused in a chat message too, so the one rule holds for all text', async () => {
    const response = await customer.agent.post('/v2/profile/form/chat').set('x-csrf-token', customer.csrfToken).send({ message: NUL });
    refusedField(response, 'message');
  });

  it('does not stop ordinary text, emoji and accents included', async () => {
    const someone = await newlySignedUpCustomer(app);
    await saveDeliveryAddress(someone, 'Ñuñez-Åberg 🙂');
  });
});

describe('money beyond any price the shop has (found by the fuzz test)', () => {
  it.each([2 ** 53, 1e21, 2 ** 31])('is refused in a register correction (%d pence) with a 400 naming it, and adds no entry', async (pence) => {
    const orm = ormOf(app).em.fork();
    const entry = await orm.findOneOrFail(PomRegisterEntry, { correctsEntryId: null }, { orderBy: { id: 'asc' } });
    const entries = await orm.count(PomRegisterEntry);
    const response = await admin.agent.post('/v2/admin/form/pom/correct').set('x-csrf-token', admin.csrfToken).send({ id: entry.id, reason: 'Price typed wrong', final_price_pence: pence });
    refusedField(response, 'final_price_pence');
    expect(response.body.fields.final_price_pence).toEqual(['The final price must be at most £10,000.00.']);
    expect(await ormOf(app).em.fork().count(PomRegisterEntry)).toBe(entries);
  });
});

describe('a correction that sends null for a field (found by the fuzz test, seed -1841239411)', () => {
  it.each(['final_price_pence', 'quantity', 'prescribed_item', 'date_dispensed'])('refuses %s: null with a 400 naming it, and adds no entry', async (field) => {
    const orm = ormOf(app).em.fork();
    const entry = await orm.findOneOrFail(PomRegisterEntry, { correctsEntryId: null }, { orderBy: { id: 'asc' } });
    const entries = await orm.count(PomRegisterEntry);
    const response = await admin.agent.post('/v2/admin/form/pom/correct').set('x-csrf-token', admin.csrfToken).send({ id: entry.id, reason: 'Typed wrong', [field]: null });
    refusedField(response, field);
    expect(await ormOf(app).em.fork().count(PomRegisterEntry)).toBe(entries);
  });
});

describe('values the validators themselves stumbled on (found by the fuzz test)', () => {
  it('refuses an ingredient strength written with an exponent, changing nothing', async () => {
    const before = (await admin.agent.get('/v2/admin/data/treatments').expect(200)).body;
    const response = await admin.agent
      .post('/v2/admin/form/treatment-item/update')
      .set('x-csrf-token', admin.csrfToken)
      .send({ id: 1, price_pence: 2420, ingredients: [{ name: 'Tretinoin', value: 1e-9, unit: '%' }] });
    refusedField(response, 'ingredients.0.value');
    expect(response.body.fields['ingredients.0.value']).toEqual(['Give the strength with at most 4 decimal places.']);
    expect((await admin.agent.get('/v2/admin/data/treatments').expect(200)).body).toEqual(before);
  });

  it('refuses null for an email that may be left out, keeping the sign-up progress', async () => {
    const session = await browserSession(app);
    await session.agent.put('/auth/registration-progress').set('x-csrf-token', session.csrfToken).send({ consultation_type: 'acne', step: 2, email: 'Ada@Example.com' }).expect(200);
    refusedField(await session.agent.put('/auth/registration-progress').set('x-csrf-token', session.csrfToken).send({ consultation_type: 'acne', step: 3, email: null }), 'email');
    expect((await session.agent.get('/auth/registration-progress').expect(200)).body).toMatchObject({ step: 2, email: 'ada@example.com' });
  });
});

it('keeps the newsletter list free of refused sign-ups', async () => {
  await sendRaw(guest, 'post', '/newsletter/sign-up', '{"email":"nul\\u0000@example.com"}').expect(400);
  expect(await ormOf(app).em.fork().count(NewsletterSignUp, { email: { $like: 'nul%' } })).toBe(0);
});
