import { addInterval, nextDueOnApproval } from './next-due-date';

describe('the next due date', () => {
  it('adds months on the calendar, keeping to the end of shorter months', () => {
    expect(addInterval('2026-11-21', 'month', 2)).toBe('2027-01-21');
    expect(addInterval('2026-12-31', 'month', 2)).toBe('2027-02-28');
    expect(addInterval('2027-12-31', 'month', 2)).toBe('2028-02-29');
    expect(addInterval('2026-03-15', 'week', 2)).toBe('2026-03-29');
  });

  it('keeps the date staff set during the review on approval, while it is still ahead', () => {
    expect(nextDueOnApproval('2026-05-02', '2026-03-10', 'month', 2)).toBe('2026-05-02');
    expect(nextDueOnApproval(undefined, '2026-03-10', 'month', 2)).toBe('2026-05-10');
    // A date that has passed (or is today) while the review waited no longer applies.
    expect(nextDueOnApproval('2026-03-10', '2026-03-10', 'month', 2)).toBe('2026-05-10');
    expect(nextDueOnApproval('2026-05-02', '2026-03-10', null, null)).toBeUndefined();
  });
});
