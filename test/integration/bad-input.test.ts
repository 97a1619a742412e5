import type { NestExpressApplication } from '@nestjs/platform-express';
import { User } from '../../src/modules/identity/infrastructure/user.entity';
import { browserSession, createTestApp, ormOf, SIGN_UP_DETAILS } from '../support/test-app';

/**
 * Bad input on every auth endpoint gets a 400 naming what is wrong, never a 500,
 * and changes nothing. Each endpoint is listed with a valid body to spoil.
 */
const ENDPOINTS: Record<string, Record<string, string>> = {
  '/login': { email: 'someone@example.com', password: 'a-password' },
  '/auth/check-email': { email: 'someone@example.com' },
  '/auth/register': { email: 'someone@example.com', password: 'a-good-password', password_confirmation: 'a-good-password', ...SIGN_UP_DETAILS },
  '/auth/update-data': { email: 'someone@example.com', first_name: 'Ada', last_name: 'Lovelace', phone: '07700 900123' },
  '/auth/verify-email': { email: 'someone@example.com', code: '123456' },
  '/auth/resend-code': { email: 'someone@example.com' },
  '/newsletter/sign-up': { email: 'someone@example.com' },
};

let app: NestExpressApplication;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function post(path: string, body: string | object) {
  const { agent, csrfToken } = await browserSession(app);
  const call = agent.post(path).set('x-csrf-token', csrfToken).set('Content-Type', 'application/json');
  return call.send(typeof body === 'string' ? body : JSON.stringify(body));
}

describe.each(Object.entries(ENDPOINTS))('POST %s', (path, validBody) => {
  const fields = Object.keys(validBody);

  it('answers malformed JSON with a 400', async () => {
    const response = await post(path, '{"email": "a@b.c",');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ statusCode: 400, error: 'REQUEST.MALFORMED_JSON', message: 'The request body is not valid JSON.' });
  });

  it.each(fields)('answers a wrong type for %s with a 400 naming it', async (field) => {
    const response = await post(path, { ...validBody, [field]: 12345 });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields)).toEqual([field]);
  });

  it('answers missing fields with a 400 naming each required one', async () => {
    const response = await post(path, {});
    expect(response.status).toBe(400);
    const required = fields.filter((field) => !['phone', 'consultation_type'].includes(field));
    expect(Object.keys(response.body.fields).sort()).toEqual(required.sort());
  });

  it('answers an unknown field with a 400 naming it', async () => {
    const response = await post(path, { ...validBody, role: 'admin' });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ role: ['property role should not exist'] });
  });

  it.each(fields)('answers an over-long %s with a 400 naming it', async (field) => {
    const response = await post(path, { ...validBody, [field]: 'x'.repeat(5000) });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields)).toContain(field);
  });
});

it('answers a body over the size limit with a 413', async () => {
  const response = await post('/login', { email: 'someone@example.com', password: 'x'.repeat(200_000) });
  expect(response.status).toBe(413);
  expect(response.body.error).toBe('REQUEST.TOO_LARGE');
});

it('creates no account from a refused registration', async () => {
  const email = `refused-${Date.now()}@example.com`;
  await post('/auth/register', { email, password: 'short', password_confirmation: 'short', ...SIGN_UP_DETAILS }).then((response) => expect(response.status).toBe(400));
  await post('/auth/register', { email, password: 'a-good-password', password_confirmation: 'a-good-password', role: 'admin' }).then((response) =>
    expect(response.status).toBe(400),
  );
  expect(await ormOf(app).em.fork().count(User, { email })).toBe(0);
});

it("uses the product's own messages", async () => {
  const register = await post('/auth/register', { email: 'no-at-sign', password: 'short', password_confirmation: 'short', ...SIGN_UP_DETAILS });
  expect(register.body.fields).toMatchObject({ email: ['Please enter a valid email.'], password: ['Password must be at least 8 characters.'] });
  const verify = await post('/auth/verify-email', { email: 'someone@example.com', code: '12ab' });
  expect(verify.body.fields).toEqual({ code: ['Please enter the 6-digit code.'] });
  const details = await post('/auth/update-data', { email: 'someone@example.com', first_name: ' ', last_name: '' });
  expect(details.body.fields).toEqual({ first_name: ['First name is required.'], last_name: ['Last name is required.'] });
});
