import { businessIdentityFrom } from './business-identity';
import { PRODUCTION_BUSINESS, PRODUCTION_SECRETS } from '../../test/support/production-settings';
import { identityVerificationMode, metricsPortOf, validateEnvironment } from './environment';

describe('environment validation', () => {
  it('applies defaults, including for empty variables', () => {
    const environment = validateEnvironment({ PORT: '', RUN_WORKER_IN_PROCESS: '' });
    expect(environment.PORT).toBe(3000);
    expect(environment.RUN_WORKER_IN_PROCESS).toBe(false);
    expect(environment.REDIS_URL).toBe('redis://127.0.0.1:6379');
  });

  it('reads numbers and booleans', () => {
    const environment = validateEnvironment({ PORT: '4000', RUN_WORKER_IN_PROCESS: 'true', RUN_MIGRATIONS_ON_START: 'no' });
    expect(environment).toMatchObject({ PORT: 4000, RUN_WORKER_IN_PROCESS: true, RUN_MIGRATIONS_ON_START: false });
  });

  it('names each malformed variable', () => {
    expect(() => validateEnvironment({ PORT: 'eighty', REDIS_URL: 'localhost:6379', RUN_WORKER_IN_PROCESS: 'flase' })).toThrow(
      /PORT: .*REDIS_URL: REDIS_URL must be a redis:\/\/ URL.*RUN_WORKER_IN_PROCESS: RUN_WORKER_IN_PROCESS must be true or false/,
    );
  });

  it('reads the metrics port: a number, 0 or off to turn it off, and by default 9464 except in tests', () => {
    expect(metricsPortOf(validateEnvironment({ METRICS_PORT: '9100' }))).toBe(9100);
    expect(metricsPortOf(validateEnvironment({ METRICS_PORT: 'off' }))).toBe(0);
    expect(metricsPortOf(validateEnvironment({ METRICS_PORT: '0' }))).toBe(0);
    expect(metricsPortOf(validateEnvironment({ METRICS_PORT: '' }))).toBe(9464);
    expect(metricsPortOf(validateEnvironment({ NODE_ENV: 'test' }))).toBe(0);
    expect(metricsPortOf(validateEnvironment({ NODE_ENV: 'test', METRICS_PORT: '9464' }))).toBe(9464);
    expect(validateEnvironment({}).METRICS_HOST).toBe('127.0.0.1');
    expect(() => validateEnvironment({ METRICS_PORT: 'on' })).toThrow(new Error("Invalid configuration: METRICS_PORT: METRICS_PORT must be a port (1-65535), or 0 or 'off' to turn metrics off"));
    expect(() => validateEnvironment({ METRICS_PORT: '70000' })).toThrow("METRICS_PORT: METRICS_PORT must be a port (1-65535), or 0 or 'off' to turn metrics off");
  });

  const stripe = { STRIPE_SECRET_KEY: PRODUCTION_SECRETS.STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY: PRODUCTION_SECRETS.STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: PRODUCTION_SECRETS.STRIPE_WEBHOOK_SECRET };
  const twilio = { TWILIO_ACCOUNT_SID: PRODUCTION_SECRETS.TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN: PRODUCTION_SECRETS.TWILIO_AUTH_TOKEN, TWILIO_FROM: PRODUCTION_SECRETS.TWILIO_FROM };
  const onfido = { ONFIDO_API_TOKEN: 'api_live.abcdefgh', ONFIDO_WEBHOOK_SECRET: 'webhook-token-123' };

  const productionSecrets = PRODUCTION_SECRETS;
  const business = PRODUCTION_BUSINESS;

  it('insists on a session secret, a signing-key secret, an SMTP server, Stripe and the real business in production', () => {
    expect(() => validateEnvironment({ NODE_ENV: 'production' })).toThrow(
      'Invalid configuration: SESSION_SECRET must be set in production; SIGNING_KEY_SECRET must be set in production: it seals the prescribers\' signing keys; SMTP_URL must be set in production: without it no email would leave the shop; STRIPE_SECRET_KEY must be set in production: the sandbox gateway takes no real money; ' +
        'BUSINESS_TRADING_NAME, BUSINESS_LEGAL_NAME, BUSINESS_COMPANY_NUMBER, BUSINESS_REGISTERED_ADDRESS, BUSINESS_EMAIL, BUSINESS_PHONE, BUSINESS_ICO_NUMBER, PHARMACY_NAME, PHARMACY_GPHC_NUMBER, SUPERINTENDENT_PHARMACIST_NAME, SUPERINTENDENT_PHARMACIST_GPHC_NUMBER must be set in production: the terms, the privacy policy and every label and receipt name the real business',
    );
    const secrets = productionSecrets;
    expect(() => validateEnvironment({ ...secrets, ...business, BUSINESS_ICO_NUMBER: '' })).toThrow('Invalid configuration: BUSINESS_ICO_NUMBER must be set in production: the terms');
    expect(() => validateEnvironment({ ...secrets, ...business })).not.toThrow();
  });

  it('gives the demo business outside production, and the configured one when set', () => {
    const demo = businessIdentityFrom(validateEnvironment({}));
    expect(demo).toMatchObject({ tradingName: 'Derm Shop', legalName: 'Derm Shop Ltd', registeredIn: 'England and Wales', icoRegistrationNumber: 'ZA000000' });
    expect(demo.pharmacy).toMatchObject({ name: 'Derm Shop Pharmacy', addressLines: ['Unit 4', 'Riverside Works', '21 Canal Street', 'Manchester', 'M1 3HE'], gphcPremisesNumber: '9000001' });

    const configured = businessIdentityFrom(validateEnvironment(business));
    expect(configured).toMatchObject({ companyNumber: 'SC654321', registeredIn: 'Scotland', registeredAddressLines: ['2 Quay Street', 'Glasgow', 'G1 1AA'] });
    // The pharmacy is at the registered office unless its premises are configured apart.
    expect(configured.pharmacy).toMatchObject({ name: 'Brightskin Pharmacy', addressLines: ['2 Quay Street', 'Glasgow', 'G1 1AA'], superintendent: { name: 'Aisha Rahman', gphcNumber: '2234567' } });
    expect(businessIdentityFrom(validateEnvironment({ ...business, PHARMACY_ADDRESS: 'Unit 9, Dock Road, Paisley, PA1 1AA' })).pharmacy.addressLines).toEqual(['Unit 9', 'Dock Road', 'Paisley', 'PA1 1AA']);
  });

  it('insists on the prescribing service’s CQC registration in production, and marks every other shop a demo', () => {
    const secrets = productionSecrets;
    expect(() => validateEnvironment({ ...secrets, ...business, CQC_PROVIDER_ID: '' })).toThrow('CQC_PROVIDER_ID must be set in production: the regulatory information page');
    expect(() => validateEnvironment({ CQC_PROVIDER_ID: 'CQC 123' })).toThrow("CQC_PROVIDER_ID must be a CQC provider id: '1-' and 9 to 11 digits");
    expect(businessIdentityFrom(validateEnvironment({ ...secrets, ...business }))).toMatchObject({ prescribingService: { cqcProviderId: '1-101234567' }, demo: false });
    expect(businessIdentityFrom(validateEnvironment({}))).toMatchObject({ prescribingService: { cqcProviderId: '1-000000000' }, demo: true });
  });

  it('names each malformed business setting', () => {
    const problems = () =>
      validateEnvironment({ BUSINESS_COMPANY_NUMBER: '123', BUSINESS_REGISTERED_ADDRESS: '2 Quay Street Glasgow', BUSINESS_ICO_NUMBER: '12345678', PHARMACY_GPHC_NUMBER: 'GPhC 1234567', BUSINESS_PHONE: 'call us' });
    expect(problems).toThrow(/BUSINESS_COMPANY_NUMBER must be a Companies House number/);
    expect(problems).toThrow(/BUSINESS_REGISTERED_ADDRESS must be address lines separated by commas, ending with a UK postcode/);
    expect(problems).toThrow(/BUSINESS_ICO_NUMBER must be an ICO registration number/);
    expect(problems).toThrow(/PHARMACY_GPHC_NUMBER must be the 7-digit GPhC premises registration number/);
    expect(problems).toThrow(/BUSINESS_PHONE must be a telephone number/);
  });

  it('refuses, in production, any part that only fakes the real one, naming the variable', () => {
    expect(() => validateEnvironment({ ...productionSecrets, ...business, IDENTITY_VERIFICATION: '' })).toThrow(
      'Invalid configuration: IDENTITY_VERIFICATION must be onfido (with ONFIDO_API_TOKEN and ONFIDO_WEBHOOK_SECRET) or manual in production: the local verifier passes any photo by test rules',
    );
    expect(() => validateEnvironment({ ...productionSecrets, ...business, IDENTITY_VERIFICATION: 'local' })).toThrow('IDENTITY_VERIFICATION must be onfido');
    expect(() => validateEnvironment({ ...productionSecrets, ...business, TWILIO_ACCOUNT_SID: '', TWILIO_AUTH_TOKEN: '', TWILIO_FROM: '' })).toThrow(
      'Invalid configuration: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM must be set in production: without them a patient who asked for texts would get none',
    );
    expect(identityVerificationMode(validateEnvironment({ ...productionSecrets, ...business }))).toBe('manual');
    expect(identityVerificationMode(validateEnvironment({ ...productionSecrets, ...business, IDENTITY_VERIFICATION: '', ...onfido }))).toBe('onfido');
  });

  it('chooses how identity is checked from IDENTITY_VERIFICATION and the Onfido keys, which must agree', () => {
    expect(identityVerificationMode(validateEnvironment({}))).toBe('local');
    expect(identityVerificationMode(validateEnvironment(onfido))).toBe('onfido');
    expect(identityVerificationMode(validateEnvironment({ IDENTITY_VERIFICATION: 'manual' }))).toBe('manual');
    expect(() => validateEnvironment({ IDENTITY_VERIFICATION: 'onfido' })).toThrow('IDENTITY_VERIFICATION=onfido needs ONFIDO_API_TOKEN and ONFIDO_WEBHOOK_SECRET');
    expect(() => validateEnvironment({ IDENTITY_VERIFICATION: 'manual', ...onfido })).toThrow('IDENTITY_VERIFICATION=manual would leave the Onfido keys unused');
    expect(() => validateEnvironment({ IDENTITY_VERIFICATION: 'by hand' })).toThrow('IDENTITY_VERIFICATION must be one of onfido, manual, local');
  });

  it('takes the Twilio settings all together or not at all, each in its own shape', () => {
    expect(() => validateEnvironment({ TWILIO_ACCOUNT_SID: twilio.TWILIO_ACCOUNT_SID })).toThrow('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together: set all three or none');
    expect(() => validateEnvironment({ ...twilio, TWILIO_ACCOUNT_SID: 'AC123' })).toThrow('TWILIO_ACCOUNT_SID must look like AC followed by 32 hexadecimal characters');
    expect(() => validateEnvironment({ ...twilio, TWILIO_FROM: '07700 900000' })).toThrow('TWILIO_FROM must be a number in E.164 (+447700900123) or a Messaging Service SID (MG...)');
    expect(validateEnvironment({ ...twilio, TWILIO_FROM: `MG${'a'.repeat(32)}` })).toMatchObject({ TWILIO_FROM: `MG${'a'.repeat(32)}`, TWILIO_API_BASE: 'https://api.twilio.com' });
  });

  it('takes the Stripe keys all together or not at all', () => {
    expect(() => validateEnvironment({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow('STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET go together');
    expect(() => validateEnvironment({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_wrong' })).toThrow('STRIPE_SECRET_KEY must look like sk_test_... or sk_live_...');
    expect(validateEnvironment(stripe).STRIPE_SECRET_KEY).toBe('sk_live_abc123');
  });

  it('keeps private files on disk by default, and in a bucket only with its region', () => {
    expect(validateEnvironment({}).STORAGE_URL).toBe('file://./.data/storage');
    expect(validateEnvironment({ STORAGE_URL: 's3://shop-files/eu', S3_REGION: 'eu-west-2', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toMatchObject({ STORAGE_URL: 's3://shop-files/eu', S3_REGION: 'eu-west-2' });
    expect(() => validateEnvironment({ STORAGE_URL: 's3://shop-files' })).toThrow('S3_REGION must be set with an s3:// STORAGE_URL');
    expect(() => validateEnvironment({ STORAGE_URL: '/var/lib/shop/storage' })).toThrow('STORAGE_URL: A storage URL must be file:///absolute/path');
    expect(() => validateEnvironment({ STORAGE_URL: 's3://shop-files/../other', S3_REGION: 'eu-west-2' })).toThrow("STORAGE_URL: The prefix of s3://shop-files/../other must be names");
    expect(() => validateEnvironment({ S3_ENDPOINT: 'http://minio:9000/' })).toThrow('S3_ENDPOINT must be an origin');
  });

  it('refuses the replaced STORAGE_DIR, naming the STORAGE_URL that keeps the same folder', () => {
    expect(() => validateEnvironment({ STORAGE_DIR: '/var/lib/shop/storage' })).toThrow('STORAGE_DIR was replaced by STORAGE_URL: set STORAGE_URL=file:///var/lib/shop/storage (the same folder) and unset STORAGE_DIR');
  });
});
