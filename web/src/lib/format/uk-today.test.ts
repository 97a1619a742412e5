import { describe, expect, it } from 'vitest';
import { ukToday } from './uk-today';

describe('ukToday', () => {
  it('is the date in London, which can differ from the UTC date', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (summer time).
    expect(ukToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    // In winter London keeps UTC: the same hour is still the same day.
    expect(ukToday(new Date('2026-12-30T23:30:00Z'))).toBe('2026-12-30');
  });
});
