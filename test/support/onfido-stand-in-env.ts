/**
 * Import first in a test file that runs the app against the Onfido adapter: the configuration is
 * read when the app's modules load (as stripe-stand-in-env.ts does for Stripe).
 */
import { ONFIDO_STAND_IN } from './onfido-stand-in';

export const ONFIDO_STAND_IN_PORT = 12300 + Number(process.env.JEST_WORKER_ID ?? 1);

Object.assign(process.env, {
  ONFIDO_API_TOKEN: ONFIDO_STAND_IN.token,
  ONFIDO_WEBHOOK_SECRET: ONFIDO_STAND_IN.webhookSecret,
  ONFIDO_API_BASE: `http://127.0.0.1:${ONFIDO_STAND_IN_PORT}`,
});
