import { describe, expect, it } from 'vitest';
import { addDays, longDate, postponeChoices } from './account-dates';

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

describe('postponeChoices', () => {
  it('offers every postponement, two weeks chosen, when the prescription allows them all', () => {
    const { choices, preselected } = postponeChoices('2027-02-07', '2026-12-08');
    expect(choices.map(({ weeks, landsOn, allowed }) => [weeks, landsOn, allowed])).toEqual([
      [1, '2027-02-14', true],
      [2, '2027-02-21', true],
      [4, '2027-03-07', true],
      [8, '2027-04-04', true],
    ]);
    expect(preselected).toBe(2);
  });

  it('leaves out those landing before the prescription allows the next box, and chooses the first it allows', () => {
    const { choices, preselected } = postponeChoices('2026-12-10', '2027-01-01');
    expect(choices.map(({ weeks, allowed }) => [weeks, allowed])).toEqual([
      [1, false],
      [2, false],
      [4, true],
      [8, true],
    ]);
    expect(preselected).toBe(4);
  });

  it('chooses the longest when none is allowed (the server then says from when)', () => {
    expect(postponeChoices('2026-12-10', '2027-06-01').preselected).toBe(8);
  });
});
