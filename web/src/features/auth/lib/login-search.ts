import { toSafeInternalPath } from '../../../lib/safe-internal-path';

export interface LoginSearch {
  /** Where to go after signing in. */
  next?: string;
  /** Shows the back-button layout, returning here. */
  back?: string;
}

export const DEFAULT_AFTER_LOGIN_PATH = '/v2/profile';

export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  const next = toSafeInternalPath(search.next);
  const back = toSafeInternalPath(search.back);
  return { ...(next && { next }), ...(back && { back }) };
}
