import { once } from 'node:events';
import { outputOf, startWorkerProcess } from '../support/due-subscriptions';

/**
 * A production process refuses to start with a part that only fakes the real one, and its one
 * line names the variable to set (the rules themselves: src/config/environment.spec.ts).
 */
jest.setTimeout(120_000);

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-production-secret-of-enough-length!!',
  SIGNING_KEY_SECRET: 'another-production-secret-of-enough-length',
  SMTP_URL: 'smtp://mail.example.com',
  STRIPE_SECRET_KEY: 'sk_live_abc123',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
  BUSINESS_TRADING_NAME: 'Brightskin',
  BUSINESS_LEGAL_NAME: 'Brightskin Health Limited',
  BUSINESS_COMPANY_NUMBER: 'SC654321',
  BUSINESS_REGISTERED_ADDRESS: '2 Quay Street, Glasgow, G1 1AA',
  BUSINESS_EMAIL: 'care@brightskin.example',
  BUSINESS_PHONE: '+44 141 496 0000',
  BUSINESS_ICO_NUMBER: 'ZB123456',
  PHARMACY_NAME: 'Brightskin Pharmacy',
  PHARMACY_GPHC_NUMBER: '1234567',
  SUPERINTENDENT_PHARMACIST_NAME: 'Aisha Rahman',
  SUPERINTENDENT_PHARMACIST_GPHC_NUMBER: '2234567',
  CQC_PROVIDER_ID: '1-101234567',
};

it('will not run the local identity verifier or the dev text mailbox in production, and says which variables to set', async () => {
  const worker = startWorkerProcess({ ...PRODUCTION, DATABASE_URL: process.env.DATABASE_URL!, REDIS_PREFIX: process.env.REDIS_PREFIX! });
  const [exitCode] = (await once(worker, 'exit')) as [number | null];
  expect(exitCode).toBe(1);
  const output = outputOf(worker);
  expect(output).toContain('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM must be set in production');
  expect(output).toContain('IDENTITY_VERIFICATION must be onfido (with ONFIDO_API_TOKEN and ONFIDO_WEBHOOK_SECRET) or manual in production');
  expect(output).not.toContain('Worker started');
});
