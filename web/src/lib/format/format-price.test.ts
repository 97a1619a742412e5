import { describe, expect, it } from 'vitest';
import { formatPence, priceText } from './format-price';

describe('formatPence', () => {
  it('writes integer pence as pounds with two decimals and thousands separated', () => {
    expect(formatPence(2420)).toBe('£24.20');
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(99)).toBe('£0.99');
    expect(formatPence(123456)).toBe('£1,234.56');
    expect(formatPence(100_000_000)).toBe('£1,000,000.00');
  });

  it('writes a refund or a credit with a minus sign', () => {
    expect(formatPence(-1000)).toBe('-£10.00');
  });
});

describe('priceText', () => {
  it("keeps the server's text when it is already in the shop's form", () => {
    expect(priceText('£24.20', 9999)).toBe('£24.20');
    expect(priceText('£1,234.56')).toBe('£1,234.56');
  });

  it('writes the amount itself when the text is in another form', () => {
    expect(priceText('24.2', 2420)).toBe('£24.20');
    expect(priceText('£24.2', 2420)).toBe('£24.20');
    expect(priceText('GBP 1234.56', 123456)).toBe('£1,234.56');
  });

  it('keeps any text it has no amount for', () => {
    expect(priceText('Free')).toBe('Free');
  });
});
