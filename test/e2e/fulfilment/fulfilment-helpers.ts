import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { payWithNewCard } from '../support/cards';
import { submitConsultation } from '../support/consultation-by-api';
import { savePatientAddress, signUpNewCustomer, type PatientAddress } from '../support/new-customer';
import { postAccepted } from '../support/session-api';
import { DEMO_ADMIN } from '../support/demo-accounts';
import { safetyAnswers } from '../support/safety-answers';

/** A surname no other run shares, so searches find exactly this run's patient. */
export const uniqueSurname = () =>
  `Test${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)
    .replace(/^./, (letter) => letter.toUpperCase())}`;

export interface PaidCustomer {
  request: APIRequestContext;
  email: string;
  name: string;
  subscriptionId: number;
}

/**
 * A customer in their own browser session who has signed up, submitted an acne consultation,
 * given their address (the test address, or the fields given) and paid with DERMLOVE10: their
 * subscription waits for the prescriber.
 */
export async function paidCustomer(baseURL: string, surname: string, address: Partial<PatientAddress> = {}): Promise<PaidCustomer> {
  const request = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${1 + Math.floor(Math.random() * 250)}` } });
  const { email } = await signUpNewCustomer(request, 'acne', { lastName: surname });
  await submitConsultation(request, 'acne');
  await postAccepted(request, '/v2/subscription/form/apply-code', { code: 'DERMLOVE10' });
  await savePatientAddress(request, { last_name: surname, email, ...address });
  const name = `Priya ${surname}`;
  const { subscriptionId } = await payWithNewCard(request, name);
  return { request, email, name, subscriptionId };
}

/** What the prescriber tells the patient when a test declines (10 to 1000 characters). */
export const PATIENT_REASON = 'Your answers suggest a GP should look at your skin first, so we cannot prescribe this online.';

/**
 * The prescriber's decision through the API the Approve and Decline buttons call (spec §7 POST /v2/admin/form/review); the demo prescriber signs with their password.
 * A decline carries the reason for the patient, and `reason` as the internal note.
 */
export async function review(page: Page, subscriptionId: number, approve: boolean, reason?: string, patientReason = PATIENT_REASON) {
  return postAccepted(page.request, '/v2/admin/form/review', {
    id: subscriptionId,
    approve: approve ? 1 : 0,
    ...(reason ? { reason } : {}),
    ...(approve ? { signature_password: DEMO_ADMIN.password, ...(await safetyAnswers(page.request, subscriptionId)) } : { patient_reason: patientReason }),
  });
}
