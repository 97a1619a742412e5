import { describe, expect, it } from 'vitest';
import type { CheckoutData } from '../api/checkout-api-types';
import { defaultCard, firstIncompleteStep } from './checkout-model';

const user = { first_name: 'Priya', last_name: 'Shah', email: 'priya@example.com', phone: '07700 900123' };
const address = { first_name: 'Priya', last_name: 'Shah', email: 'priya@example.com', contact_no: '07700 900123', address_1: '12 Harley Street', address_2: '', city: 'London', postcode: 'W1G 9PF' };

describe('the checkout resumes at the first step not yet saved', () => {
  it('opens the patient details while the mobile number (or a name) is missing', () => {
    expect(firstIncompleteStep({ user: { ...user, phone: '' }, address: null })).toBe(0);
    expect(firstIncompleteStep({ user: { ...user, last_name: ' ' }, address })).toBe(0);
  });

  it('opens the address once the details are saved, and the payment once the address is too', () => {
    expect(firstIncompleteStep({ user, address: null })).toBe(1);
    expect(firstIncompleteStep({ user, address })).toBe(2);
  });
});

describe('the saved card chosen at the payment step', () => {
  const card = (id: string, exp_year: number, exp_month: number): CheckoutData['methods'][number] => ({ id, brand: 'visa', last4: '4242', exp_month, exp_year, holder_name: null });
  const today = { year: 2026, month: 3 };

  it('is the newest card that has not expired', () => {
    expect(defaultCard([card('pm_expired', 2026, 2), card('pm_this_month', 2026, 3), card('pm_old', 2030, 1)], today)).toBe('pm_this_month');
  });

  it('is none when there are no cards, or only expired ones', () => {
    expect(defaultCard([], today)).toBeUndefined();
    expect(defaultCard([card('pm_expired', 2025, 12)], today)).toBeUndefined();
  });
});
