import { checkTestCard, declineMessage } from './sandbox-cards';

const today = { year: 2026, month: 11 };
const card = (number: string, expiry: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({ number, expMonth: 12, expYear: 2030, cvc: '123', ...expiry });

describe('sandbox test cards', () => {
  it("behaves as Stripe's test cards do", () => {
    expect(checkTestCard(card('4242 4242 4242 4242'), today)).toEqual({ behaviour: 'succeeds', brand: 'visa', last4: '4242' });
    expect(checkTestCard(card('4000 0000 0000 0002'), today)).toMatchObject({ behaviour: 'declined' });
    expect(checkTestCard(card('4000-0027-6000-3184'), today)).toMatchObject({ behaviour: 'requires_authentication', last4: '3184' });
  });

  it("declines charges on Stripe's lost, stolen, fraudulent and soft-decline cards with their codes and words", () => {
    expect(checkTestCard(card('4000000000009987'), today)).toMatchObject({ behaviour: 'charge_declined', declineCode: 'lost_card' });
    expect(checkTestCard(card('4000000000009979'), today)).toMatchObject({ behaviour: 'charge_declined', declineCode: 'stolen_card' });
    expect(checkTestCard(card('4100000000000019'), today)).toMatchObject({ behaviour: 'charge_declined', declineCode: 'fraudulent' });
    expect(checkTestCard(card('4000000000009995'), today)).toMatchObject({ behaviour: 'charge_declined', declineCode: 'insufficient_funds' });
    expect(declineMessage('insufficient_funds')).toBe('Your card has insufficient funds.');
    expect(declineMessage('lost_card')).toBe('Your card was declined.');
  });

  it('refuses other numbers, past expiry dates and short security codes', () => {
    expect(checkTestCard(card('4111 1111 1111 1111'), today)).toHaveProperty('problem');
    expect(checkTestCard(card('4242424242424242', { expMonth: 10, expYear: 2026 }), today)).toEqual({ problem: "Your card's expiration date is in the past." });
    expect(checkTestCard(card('4242424242424242', { expMonth: 11, expYear: 2026 }), today)).toMatchObject({ behaviour: 'succeeds' });
    expect(checkTestCard(card('4242424242424242', { cvc: '12' }), today)).toEqual({ problem: "Your card's security code is incomplete." });
  });
});
