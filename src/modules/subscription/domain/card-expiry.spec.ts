import { cardExpiresBefore, cardExpiryNoticeHorizon, cardLastDay } from './card-expiry';

describe('card expiry', () => {
  it('takes a card as valid to the last day of its month', () => {
    expect(cardLastDay(2, 2028)).toBe('2028-02-29');
    expect(cardLastDay(12, 2026)).toBe('2026-12-31');
  });

  it('finds a card that expires before the charge, and only then', () => {
    expect(cardExpiresBefore({ expMonth: 1, expYear: 2027 }, '2027-02-01')).toBe(true);
    expect(cardExpiresBefore({ expMonth: 1, expYear: 2027 }, '2027-01-31')).toBe(false);
    expect(cardExpiresBefore({ expMonth: 12, expYear: 2030 }, '2027-01-31')).toBe(false);
  });

  it('looks 14 days ahead', () => {
    expect(cardExpiryNoticeHorizon('2026-12-25')).toBe('2027-01-08');
  });
});
