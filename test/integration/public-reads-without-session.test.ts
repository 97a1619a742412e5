import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { REDIS_CLIENT, type RedisClient } from '../../src/shared/redis/redis.module';
import { sessionKeyPrefix } from '../../src/shared/auth/session-policy';
import { createTestApp, uniqueEmail } from '../support/test-app';

/**
 * Issue 20: a visitor without a session cookie reading public data gets no session minted and
 * costs no session work; their session starts when the SPA asks for a CSRF token, and that
 * token works for their first state-changing call.
 */
let app: NestExpressApplication;
let redis: RedisClient;

beforeAll(async () => {
  app = await createTestApp();
  redis = app.get<RedisClient>(REDIS_CLIENT);
});
afterAll(async () => {
  await app.close();
});

const storedSessions = async () => (await redis.keys(`${sessionKeyPrefix(process.env.REDIS_PREFIX!)}*`)).length;

describe('a public read without a session cookie', () => {
  it('sets no cookie and stores no session', async () => {
    const before = await storedSessions();
    for (const path of ['/catalogue/treatments/acne', '/catalogue/shop', '/health/ready', '/robots.txt']) {
      const response = await request(app.getHttpServer()).get(path);
      expect([path, response.status, response.headers['set-cookie']]).toEqual([path, 200, undefined]);
    }
    expect(await storedSessions()).toBe(before);
  });

  it('answers a protected read with 401, as before', async () => {
    const response = await request(app.getHttpServer()).get('/v2/profile/data/account').expect(401);
    expect(response.body.error).toBe('AUTH.REQUIRED');
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe("a new visitor's session", () => {
  it('starts when the CSRF token is asked for, and the token works for a state-changing call', async () => {
    const agent = request.agent(app.getHttpServer()).set('X-Forwarded-For', '198.51.100.20');
    const session = await agent.get('/auth/session').expect(200);
    expect(String(session.headers['set-cookie'])).toMatch(/^shop\.sid=/);
    // Public reads with the cookie load the session as any request does, and keep it.
    await agent.get('/catalogue/treatments/acne').expect(200);
    await agent.post('/newsletter/sign-up').set('x-csrf-token', session.body.csrfToken as string).send({ email: uniqueEmail('lean') }).expect(201);
  });
});
