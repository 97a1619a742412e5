import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

/** The session after a passed second factor (as `GET /auth/session` answers). */
export type VerifiedSession = components['schemas']['SessionResponse'];

/** A code from the authenticator app: finishes a staff sign-in, or renews the check before a sensitive action. */
export const verifySecondFactor = (code: string) => expectData(apiClient.POST('/auth/second-factor/verify', { body: { code } }));
