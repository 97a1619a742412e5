import { assertPence, formatPounds } from './money';

describe('money', () => {
  it.each([
    [2420, '£24.20'],
    [6500, '£65.00'],
    [8000, '£80.00'],
    [0, '£0.00'],
    [5, '£0.05'],
  ])('formats %i pence as %s', (pence, text) => {
    expect(formatPounds(pence)).toBe(text);
  });

  it('refuses fractions of a penny', () => {
    expect(() => assertPence(24.2)).toThrow('Money must be whole pence, got 24.2');
  });
});
