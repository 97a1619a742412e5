/**
 * Import first (before own-test-database) in a test file that sets when check-ins open: the
 * configuration is read when the app's modules load. Jest gives each test file its own copy of
 * process.env, so this reaches no other file.
 */
export function checkInsBefore(supply: number, waitDays = 7): void {
  Object.assign(process.env, { CHECK_IN_BEFORE_SUPPLY: String(supply), CHECK_IN_WAIT_DAYS: String(waitDays) });
}
