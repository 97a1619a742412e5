/**
 * Settings a production start accepts, with placeholder values (nothing here is charged, mailed
 * or texted for real): the secrets, the real providers and how identity is checked, and the
 * business the documents name. A test leaves out or changes one at a time.
 */
export const PRODUCTION_SECRETS = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-production-secret-of-enough-length!!',
  SIGNING_KEY_SECRET: 'another-production-secret-of-enough-length',
  SMTP_URL: 'smtp://mail.example.com',
  STRIPE_SECRET_KEY: 'sk_live_abc123',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'an-auth-token-0123456789',
  TWILIO_FROM: '+447700900000',
  IDENTITY_VERIFICATION: 'manual',
};

export const PRODUCTION_BUSINESS = {
  BUSINESS_TRADING_NAME: 'Brightskin',
  BUSINESS_LEGAL_NAME: 'Brightskin Health Limited',
  BUSINESS_COMPANY_NUMBER: 'SC654321',
  BUSINESS_REGISTERED_ADDRESS: '2 Quay Street, Glasgow, g1 1aa',
  BUSINESS_EMAIL: 'care@brightskin.example',
  BUSINESS_PHONE: '+44 141 496 0000',
  BUSINESS_ICO_NUMBER: 'ZB123456',
  PHARMACY_NAME: 'Brightskin Pharmacy',
  PHARMACY_GPHC_NUMBER: '1234567',
  SUPERINTENDENT_PHARMACIST_NAME: 'Aisha Rahman',
  SUPERINTENDENT_PHARMACIST_GPHC_NUMBER: '2234567',
  CQC_PROVIDER_ID: '1-101234567',
};
