import type { BillingInfo, CheckoutData, CustomerInfo } from '../api/checkout-api-types';

/** Spec §4: 0 Patient Details, 1 Your Address, 2 Payment. */
export type CheckoutStep = 0 | 1 | 2;

export const STEP_TITLES: Record<CheckoutStep, string> = {
  0: 'Patient Details',
  1: 'Your Address',
  2: 'Payment',
};

export const STEPS: CheckoutStep[] = [0, 1, 2];

/** Messages by the request's own field names, as the server's 400 `fields` gives them. */
export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

export type PatientValues = CustomerInfo;
export type AddressValues = Required<BillingInfo>;

export function patientFrom(data: CheckoutData): PatientValues {
  return { name: data.user.first_name, surname: data.user.last_name, phone: data.user.phone };
}

/** The saved address, or else the patient's own details to start from. */
export function addressFrom(data: CheckoutData, patient: PatientValues): AddressValues {
  if (data.address) return { ...data.address };
  return {
    first_name: patient.name,
    last_name: patient.surname,
    email: data.user.email,
    contact_no: patient.phone,
    address_1: '',
    address_2: '',
    city: '',
    postcode: '',
  };
}

/** The first message for each field the server named, and anything it said about other fields. */
export function fieldErrorsFrom<T extends object>(fields: Record<string, string[]>, known: readonly (keyof T & string)[]) {
  const errors: FieldErrors<T> = {};
  const other: string[] = [];
  for (const [name, messages] of Object.entries(fields)) {
    const message = messages[0];
    if (!message) continue;
    if ((known as readonly string[]).includes(name)) errors[name as keyof T & string] = message;
    else other.push(message);
  }
  return { errors, other };
}

export function trimmed<T extends Record<string, string>>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as T;
}

/**
 * Where the checkout opens: the first step whose details are not saved yet. The patient's
 * name and mobile number are saved by step 1 (a new account has no number), the address by
 * step 2; so a reload, or a return from elsewhere, resumes where the customer left off.
 */
export function firstIncompleteStep(data: Pick<CheckoutData, 'user' | 'address'>): CheckoutStep {
  const { first_name, last_name, phone } = data.user;
  if (![first_name, last_name, phone].every((value) => value.trim() !== '')) return 0;
  return data.address ? 2 : 1;
}

/**
 * The saved card chosen when the payment step opens: the newest one that has not expired
 * (the provider lists the newest first). None when there is none, so Pay waits for a choice.
 */
export function defaultCard(cards: CheckoutData['methods'], today: { year: number; month: number }): string | undefined {
  return cards.find((card) => card.exp_year > today.year || (card.exp_year === today.year && card.exp_month >= today.month))?.id;
}
