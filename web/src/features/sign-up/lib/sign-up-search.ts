import { toSafeInternalPath } from '../../../lib/safe-internal-path';

export interface SignUpSearch {
  /** Where the login link should send someone who already has an account. */
  next?: string;
  /** Where the header's back button goes; the focused back-button layout is on by default. */
  back?: string;
}

/** The header's and step 0's back target when the link gives none. */
export const DEFAULT_BACK_ADDRESS = '/';

export function validateSignUpSearch(search: Record<string, unknown>): SignUpSearch {
  // Both keys are always returned: the router keeps the raw value of any key a validator
  // leaves out, which would let an unsafe ?next= through.
  return { next: toSafeInternalPath(search.next), back: toSafeInternalPath(search.back) ?? DEFAULT_BACK_ADDRESS };
}
