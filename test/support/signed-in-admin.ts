import type { NestExpressApplication } from '@nestjs/platform-express';
import { signedInSession } from './test-app';

/**
 * The seeded demo admin, signed in. The one place the fuzz and edge tests sign in as
 * staff, so a change to how staff sign in (a second factor) is made here once.
 */
export function signedInAdmin(app: NestExpressApplication) {
  return signedInSession(app, 'admin@example.com', 'admin-demo-pass');
}
