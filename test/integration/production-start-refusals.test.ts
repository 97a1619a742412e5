import { once } from 'node:events';
import { outputOf, startWorkerProcess } from '../support/due-subscriptions';
import { PRODUCTION_BUSINESS, PRODUCTION_SECRETS } from '../support/production-settings';

/**
 * A production process refuses to start with a part that only fakes the real one, and its one
 * line names the variable to set (the rules themselves: src/config/environment.spec.ts).
 */
jest.setTimeout(120_000);

/** Everything production needs but the Twilio settings and a way to check identity. */
const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM, IDENTITY_VERIFICATION, ...secretsWithoutTextsOrIdentity } = PRODUCTION_SECRETS;

it('will not run the local identity verifier or the dev text mailbox in production, and says which variables to set', async () => {
  const worker = startWorkerProcess({ ...secretsWithoutTextsOrIdentity, ...PRODUCTION_BUSINESS, DATABASE_URL: process.env.DATABASE_URL!, REDIS_PREFIX: process.env.REDIS_PREFIX! });
  const [exitCode] = (await once(worker, 'exit')) as [number | null];
  expect(exitCode).toBe(1);
  const output = outputOf(worker);
  expect(output).toContain('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM must be set in production');
  expect(output).toContain('IDENTITY_VERIFICATION must be onfido (with ONFIDO_API_TOKEN and ONFIDO_WEBHOOK_SECRET) or manual in production');
  expect(output).not.toContain('Worker started');
});
