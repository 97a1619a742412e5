import { declineClass } from './decline-classes';

describe('decline classes', () => {
  it.each(['lost_card', 'stolen_card', 'do_not_honor', 'pickup_card', 'fraudulent', 'restricted_card', 'invalid_account', 'expired_card'])('stops retrying a card declined as %s', (code) => {
    expect(declineClass(code)).toBe('hard');
  });

  it.each(['insufficient_funds', 'processing_error', 'try_again_later', 'generic_decline', 'card_declined', 'some_future_code'])('keeps the retry schedule for %s', (code) => {
    expect(declineClass(code)).toBe('soft');
  });

  it('keeps the retry schedule when the provider names no reason', () => {
    expect(declineClass(undefined)).toBe('soft');
    expect(declineClass(null)).toBe('soft');
    expect(declineClass('')).toBe('soft');
  });
});
