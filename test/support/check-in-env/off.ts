/**
 * Imported first (before own-test-database) by a test file whose renewals are not about the
 * clinical check-in gate (check-ins.test.ts is): the gate is off. A module of its own, because
 * imports are evaluated before any statement of the file that imports them, and the configuration
 * is read when the app's modules load. Jest gives each test file its own process.env.
 */
Object.assign(process.env, { CHECK_IN_BEFORE_SUPPLY: '0', CHECK_IN_WAIT_DAYS: '7' });
