/**
 * Import first in a test file that runs the app against the Twilio adapter: the configuration is
 * read when the app's modules load (as onfido-stand-in-env.ts does for Onfido).
 */
import { TWILIO_STAND_IN } from './twilio-stand-in';

export const TWILIO_STAND_IN_PORT = 12400 + Number(process.env.JEST_WORKER_ID ?? 1);

Object.assign(process.env, {
  TWILIO_ACCOUNT_SID: TWILIO_STAND_IN.accountSid,
  TWILIO_AUTH_TOKEN: TWILIO_STAND_IN.authToken,
  TWILIO_FROM: TWILIO_STAND_IN.from,
  TWILIO_API_BASE: `http://127.0.0.1:${TWILIO_STAND_IN_PORT}`,
});
