/**
 * Import first in a test file that runs the app against the Stripe adapter: the
 * configuration is read when the app's modules load, so the keys and the stand-in's
 * address must be in the environment before then. Jest gives each test file its own
 * copy of process.env, so this reaches no other file.
 */
import { STAND_IN_WEBHOOK_SECRET } from './stripe-stand-in';

export const STAND_IN_PORT = 12200 + Number(process.env.JEST_WORKER_ID ?? 1);

Object.assign(process.env, {
  STRIPE_SECRET_KEY: 'sk_test_stand_in',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_stand_in',
  STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
  STRIPE_API_BASE: `http://127.0.0.1:${STAND_IN_PORT}`,
});
