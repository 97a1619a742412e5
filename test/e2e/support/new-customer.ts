import type { APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { verificationCode } from './mailbox';
import { postAccepted } from './session-api';

export const NEW_CUSTOMER_PASSWORD = 'a-long-test-password';

/**
 * Registers and verifies a new customer through the API (the code read from the development
 * mailbox), signed in on the session of `request` (a page's `page.request` signs the page in).
 * Female, born in 1994, so every consultation and plan suits. For journeys that change what a
 * customer has: two runs (the desktop and the mobile project) must not share the demo account.
 */
export async function signUpNewCustomer(request: APIRequestContext, consultationType: string, { lastName = 'Shah' } = {}): Promise<{ email: string }> {
  const email = `patient-${randomUUID().slice(0, 12)}@example.com`;
  await postAccepted(request, '/auth/register', {
    email,
    password: NEW_CUSTOMER_PASSWORD,
    password_confirmation: NEW_CUSTOMER_PASSWORD,
    first_name: 'Priya',
    last_name: lastName,
    birth_date: '1994-03-12',
    sex: 'female',
    consultation_type: consultationType,
  });
  await postAccepted(request, '/auth/verify-email', { email, code: await verificationCode(request, email) });
  return { email };
}

export interface PatientAddress {
  first_name: string;
  last_name: string;
  email: string;
  contact_no: string;
  address_1: string;
  city: string;
  postcode: string;
}

export const PATIENT_ADDRESS: Omit<PatientAddress, 'email'> = {
  first_name: 'Priya',
  last_name: 'Shah',
  contact_no: '07700 900123',
  address_1: '12 Harley Street',
  city: 'London',
  postcode: 'W1G 9PF',
};

/** Checkout's address step through the API: a prescription carries the patient's address. */
export async function savePatientAddress(request: APIRequestContext, address: Partial<PatientAddress> & Pick<PatientAddress, 'email'>): Promise<void> {
  await postAccepted(request, '/v2/subscription/form/update-billing-info', { ...PATIENT_ADDRESS, ...address });
}
