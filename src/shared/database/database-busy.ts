/**
 * The database turned a request away because it was busy, not because anything is wrong with the
 * request or the data: no connection came free in time (POOL_WAIT_MS), a row lock stayed taken past
 * lock_timeout, a statement ran past statement_timeout, or the server ended a transaction left idle.
 * Nothing was written (the transaction rolled back), so the caller may simply try again.
 */
const BUSY_CODES = new Set([
  '55P03', // lock_not_available: lock_timeout, or a `for update nowait` that found the row taken
  '57014', // query_canceled: statement_timeout
  '25P03', // idle_in_transaction_session_timeout
]);

export function isDatabaseBusy(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // knex's pool: 'Knex: Timeout acquiring a connection. The pool is probably full.'
  if (error.name === 'KnexTimeoutError') return true;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && BUSY_CODES.has(code);
}

/** How long a busy answer asks the client to wait before trying again. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** A `for update nowait` found the row locked by another transaction (or lock_timeout passed). */
export function isRowLockTaken(error: unknown): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === '55P03';
}
