/**
 * The limits the server enforces (src/modules/subscription/domain/self-service.ts), so the
 * pickers offer only days the server will accept. The server still has the last word.
 */
export const DELIVERY_DATE_MAX_DAYS_AHEAD = 90;
export const PAUSE_MAX_DAYS_AHEAD = 180;
export const POSTPONE_WEEKS = [1, 2, 4, 8] as const;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2026-12-24' as '24 December 2026'; 'N/A' when missing. */
export function longDate(date: string | null | undefined): string {
  const match = date ? /^(\d{4})-(\d{2})-(\d{2})/.exec(date) : null;
  if (!match) return 'N/A';
  return `${Number(match[3])} ${MONTHS[Number(match[2]) - 1]} ${match[1]}`;
}

/** 'YYYY-MM-DD' plus some days, on the calendar (no clock or time zone involved). */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
