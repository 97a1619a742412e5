import { addDays, badgeDate, canChangePaymentMethod, dashboardBadge, earliestDeliveryDate, isRunning, longUkDate, refuseDate } from './self-service';

describe('the dashboard badge (spec §4)', () => {
  it('says when an active treatment next ships and charges, upper-case', () => {
    expect(dashboardBadge('active', '2025-01-05')).toBe('SHIPS & CHARGES: JAN 5, 2025');
    expect(badgeDate('2026-12-31')).toBe('DEC 31, 2026');
  });

  it("uses the spec's words for every other status", () => {
    expect(dashboardBadge('pending', undefined)).toBe('INCOMPLETE');
    expect(dashboardBadge('review', undefined)).toBe('UNDER REVIEW');
    expect(dashboardBadge('shipping', '2025-01-05')).toBe('NEXT ITEM IS BEING SHIPPED');
    expect(dashboardBadge('failed', '2025-01-05')).toBe('FAILED');
    expect(dashboardBadge('cancelled', undefined)).toBe('CANCELLED');
  });
});

describe('choosing a date', () => {
  const today = '2026-11-21';

  it('accepts tomorrow up to the limit', () => {
    expect(refuseDate('2026-11-22', today, 90)).toBeUndefined();
    expect(refuseDate(addDays(today, 90), today, 90)).toBeUndefined();
  });

  it('refuses today, the past, beyond the limit and dates that do not exist', () => {
    expect(refuseDate(today, today, 90)).toBe('Please choose a date after today.');
    expect(refuseDate('2026-01-01', today, 90)).toBe('Please choose a date after today.');
    expect(refuseDate('2027-02-20', today, 90)).toBe('Please choose a date no later than 19/02/2027 (up to 90 days ahead).');
    expect(refuseDate('2026-02-30', today, 90)).toBe('Please enter a real date as YYYY-MM-DD.');
    expect(refuseDate('21/12/2026', today, 90)).toBe('Please enter a real date as YYYY-MM-DD.');
  });

  it('starts the next delivery tomorrow, or on the first day the prescription allows the next supply if later', () => {
    expect(earliestDeliveryDate('2026-12-07')).toBe('2026-12-08');
    expect(earliestDeliveryDate('2026-12-07', '2026-12-05')).toBe('2026-12-08');
    expect(earliestDeliveryDate('2026-12-07', '2027-01-29')).toBe('2027-01-29');
    expect(longUkDate('2027-01-29')).toBe('29 January 2027');
  });

  it('adds days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('what a customer may do', () => {
  it('moves, pauses and cancels only a running treatment', () => {
    expect(['active', 'shipping'].every((status) => isRunning(status as never))).toBe(true);
    expect(['pending', 'review', 'failed', 'cancelled', 'processing'].some((status) => isRunning(status as never))).toBe(false);
  });

  it('changes the card of anything but a cancelled or unpaid treatment', () => {
    expect(canChangePaymentMethod('failed')).toBe(true);
    expect(canChangePaymentMethod('review')).toBe(true);
    expect(canChangePaymentMethod('cancelled')).toBe(false);
    expect(canChangePaymentMethod('pending')).toBe(false);
  });
});
