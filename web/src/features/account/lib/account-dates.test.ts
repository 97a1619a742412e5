import { describe, expect, it } from 'vitest';
import { addDays, longDate } from './account-dates';

describe('longDate', () => {
  it('writes a date in words', () => {
    expect(longDate('2026-12-24')).toBe('24 December 2026');
    expect(longDate('2026-03-01T00:00:00Z')).toBe('1 March 2026');
  });

  it("says 'N/A' when there is no date", () => {
    expect(longDate(null)).toBe('N/A');
    expect(longDate(undefined)).toBe('N/A');
    expect(longDate('')).toBe('N/A');
    expect(longDate('not a date')).toBe('N/A');
  });
});

describe('addDays', () => {
  it('counts on the calendar, across months, years and a leap day', () => {
    expect(addDays('2026-01-30', 3)).toBe('2026-02-02');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('is not moved by the clocks changing (the last Sunday of March)', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
  });
});
