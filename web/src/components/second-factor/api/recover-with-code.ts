import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';

/** Passes the second factor with a single-use recovery code instead; the answer says how many are left. */
export const recoverWithCode = (recoveryCode: string) => expectData(apiClient.POST('/auth/second-factor/recover', { body: { recoveryCode } }));
