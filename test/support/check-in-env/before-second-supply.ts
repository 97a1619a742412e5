/**
 * Imported first (before own-test-database): check-ins open before the 2nd supply (the default is
 * the 3rd), so the first renewal after approval meets one, and wait 7 days. A module of its own,
 * because imports are evaluated before any statement of the file that imports them, and the
 * configuration is read when the app's modules load. Jest gives each test file its own process.env.
 */
Object.assign(process.env, { CHECK_IN_BEFORE_SUPPLY: '2', CHECK_IN_WAIT_DAYS: '7' });
