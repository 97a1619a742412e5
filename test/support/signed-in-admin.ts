import type { NestExpressApplication } from '@nestjs/platform-express';
import type { ShopUnderTest } from './shop-under-test';
import { type Agent, createTestApp, signedInSession } from './test-app';

export type SignedInSession = { agent: Agent; csrfToken: string };

/**
 * The seeded demo admin, signed in. The one place the tests sign in as staff, so a
 * change to how staff sign in (a second factor) is made here once.
 */
export function signedInAdmin(shop: ShopUnderTest): Promise<SignedInSession> {
  return signedInSession(shop, 'admin@example.com', 'admin-demo-pass');
}

/** A test file's app, with the demo admin signed in: `beforeAll(async () => ({ app, admin } = await appWithSignedInAdmin()))`. */
export async function appWithSignedInAdmin(): Promise<{ app: NestExpressApplication; admin: SignedInSession }> {
  const app = await createTestApp();
  return { app, admin: await signedInAdmin(app) };
}
