import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';
import { formatDateTime } from './format-date-time';
import { formatLongDate } from './format-long-date';

describe('formatDate', () => {
  it('writes a date, or the date part of a timestamp, in the UK order', () => {
    expect(formatDate('2025-01-05')).toBe('05/01/2025');
    expect(formatDate('2025-12-31T23:30:00.000Z')).toBe('31/12/2025');
  });

  it("says 'N/A' for a missing or unreadable date", () => {
    for (const value of [null, undefined, '', 'soon', '05/01/2025']) {
      expect(formatDate(value)).toBe('N/A');
    }
  });
});

describe('formatDateTime', () => {
  it('writes an instant in UK time, summer or winter, wherever the reader is', () => {
    // Summer time: UTC + 1, which also moves the date.
    expect(formatDateTime('2026-07-01T23:05:00Z')).toBe('02/07/2026, 00:05');
    // Winter: UTC itself.
    expect(formatDateTime('2026-01-05T14:05:00Z')).toBe('05/01/2026, 14:05');
  });

  it("says 'N/A' for a missing or unreadable instant", () => {
    for (const value of [null, undefined, '', 'yesterday']) {
      expect(formatDateTime(value)).toBe('N/A');
    }
  });
});

describe('formatLongDate', () => {
  it('writes the date in words, with no leading zero', () => {
    expect(formatLongDate('2026-11-04')).toBe('4 November 2026');
    expect(formatLongDate('2026-01-24T10:00:00Z')).toBe('24 January 2026');
  });

  it('leaves what is not a date as it is', () => {
    expect(formatLongDate('next week')).toBe('next week');
  });
});

describe('the test run itself', () => {
  it('reads as a browser far from London, so the UK-time checks above mean something', () => {
    expect(new Date('2026-01-05T14:05:00Z').getTimezoneOffset()).toBe(480);
  });
});
