import { toSafeInternalPath } from '../../../lib/safe-internal-path';

export interface LoginSearch {
  /** Where to go after signing in. */
  next?: string;
  /** Shows the back-button layout, returning here. */
  back?: string;
}

export const DEFAULT_AFTER_LOGIN_PATH = '/v2/profile';

export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  // Both keys are always returned: the router keeps the raw value of any key a validator
  // leaves out, which would let an unsafe ?next= through.
  return { next: toSafeInternalPath(search.next), back: toSafeInternalPath(search.back) };
}
