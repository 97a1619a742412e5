import { isRealCalendarDate, ukCalendarDate, wholeYearsBetween } from './calendar-date';

describe('calendar dates', () => {
  it('knows which dates exist', () => {
    expect(isRealCalendarDate('2024-02-29')).toBe(true);
    expect(isRealCalendarDate('2023-02-29')).toBe(false);
    expect(isRealCalendarDate('2024-02-31')).toBe(false);
    expect(isRealCalendarDate('2024-13-01')).toBe(false);
    expect(isRealCalendarDate('24-1-1')).toBe(false);
  });

  it('counts whole years, one less before the birthday', () => {
    expect(wholeYearsBetween('2010-11-21', '2026-11-21')).toBe(16);
    expect(wholeYearsBetween('2010-11-22', '2026-11-21')).toBe(15);
    expect(wholeYearsBetween('1981-01-01', '2026-11-21')).toBe(45);
  });

  it('uses the UK date, not the server clock date', () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(ukCalendarDate(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(ukCalendarDate(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });
});
