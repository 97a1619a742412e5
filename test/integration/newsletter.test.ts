import type { NestExpressApplication } from '@nestjs/platform-express';
import { NewsletterSignUp } from '../../src/modules/messaging/infrastructure/newsletter-sign-up.entity';
import { browserSession, createTestApp, ormOf } from '../support/test-app';

let app: NestExpressApplication;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('early-access sign-up', () => {
  it('stores the address once, however often it is given, and thanks the visitor', async () => {
    const email = `early-${Date.now()}@example.com`;
    const { agent, csrfToken } = await browserSession(app);
    for (const given of [email, ` ${email.toUpperCase()} `]) {
      const response = await agent.post('/newsletter/sign-up').set('x-csrf-token', csrfToken).send({ email: given }).expect(201);
      expect(response.body).toEqual({ message: "Thank you — you're on the list." });
    }
    expect(await ormOf(app).em.fork().count(NewsletterSignUp, { email })).toBe(1);
  });

  it('refuses an address that is not one', async () => {
    const { agent, csrfToken } = await browserSession(app);
    const response = await agent.post('/newsletter/sign-up').set('x-csrf-token', csrfToken).send({ email: 'not-an-email' }).expect(400);
    expect(response.body.fields).toEqual({ email: ['Please enter a valid email.'] });
  });
});
