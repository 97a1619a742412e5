import { checkTestCard } from './sandbox-cards';

const today = { year: 2026, month: 11 };
const card = (number: string, expiry: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({ number, expMonth: 12, expYear: 2030, cvc: '123', ...expiry });

describe('sandbox test cards', () => {
  it("behaves as Stripe's test cards do", () => {
    expect(checkTestCard(card('4242 4242 4242 4242'), today)).toEqual({ behaviour: 'succeeds', brand: 'visa', last4: '4242' });
    expect(checkTestCard(card('4000 0000 0000 0002'), today)).toMatchObject({ behaviour: 'declined' });
    expect(checkTestCard(card('4000-0027-6000-3184'), today)).toMatchObject({ behaviour: 'requires_authentication', last4: '3184' });
  });

  it('refuses other numbers, past expiry dates and short security codes', () => {
    expect(checkTestCard(card('4111 1111 1111 1111'), today)).toHaveProperty('problem');
    expect(checkTestCard(card('4242424242424242', { expMonth: 10, expYear: 2026 }), today)).toEqual({ problem: "Your card's expiration date is in the past." });
    expect(checkTestCard(card('4242424242424242', { expMonth: 11, expYear: 2026 }), today)).toMatchObject({ behaviour: 'succeeds' });
    expect(checkTestCard(card('4242424242424242', { cvc: '12' }), today)).toEqual({ problem: "Your card's security code is incomplete." });
  });
});
