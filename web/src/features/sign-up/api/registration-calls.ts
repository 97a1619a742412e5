import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type RegisterBody = components['schemas']['RegisterRequest'];
export type UpdateDataBody = components['schemas']['UpdateDataRequest'];

/** 409 when a verified account already has this email. */
export function checkEmail(email: string) {
  return expectData(apiClient.POST('/auth/check-email', { body: { email } }));
}

/** Creates the unverified account and emails a 6-digit code. */
export function register(body: RegisterBody) {
  return expectData(apiClient.POST('/auth/register', { body }));
}

/** Saves changed details on the account being registered in this browser. */
export function updateRegistrationData(body: UpdateDataBody) {
  return expectData(apiClient.POST('/auth/update-data', { body }));
}

/** A new code, at most once a minute (429 otherwise). */
export function resendCode(email: string) {
  return expectData(apiClient.POST('/auth/resend-code', { body: { email } }));
}

/** Checks the code and signs the visitor in on a new session (new CSRF token). */
export function verifyEmail(email: string, code: string) {
  return expectData(apiClient.POST('/auth/verify-email', { body: { email, code } }));
}
