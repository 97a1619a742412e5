import { validateEnvironment } from './environment';

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

  const stripe = { STRIPE_SECRET_KEY: 'sk_live_abc123', STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };

  it('insists on a session secret, an SMTP server and Stripe in production', () => {
    expect(() => validateEnvironment({ NODE_ENV: 'production' })).toThrow(
      'Invalid configuration: SESSION_SECRET must be set in production; SMTP_URL must be set in production: without it no email would leave the shop; STRIPE_SECRET_KEY must be set in production: the sandbox gateway takes no real money',
    );
    expect(() =>
      validateEnvironment({ NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-enough-length!!', SMTP_URL: 'smtp://mail.example.com', ...stripe }),
    ).not.toThrow();
  });

  it('takes the Stripe keys all together or not at all', () => {
    expect(() => validateEnvironment({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow('STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET go together');
    expect(() => validateEnvironment({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_wrong' })).toThrow('STRIPE_SECRET_KEY must look like sk_test_... or sk_live_...');
    expect(validateEnvironment(stripe).STRIPE_SECRET_KEY).toBe('sk_live_abc123');
  });
});
