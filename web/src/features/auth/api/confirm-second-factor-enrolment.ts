import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';

/** The first code from the new authenticator: signs in and hands back the recovery codes, once. */
export const confirmEnrolment = (code: string) => expectData(apiClient.POST('/auth/second-factor/enrolment/confirm', { body: { code } }));

export type ConfirmedEnrolment = Awaited<ReturnType<typeof confirmEnrolment>>;
