/**
 * Calendar dates as `YYYY-MM-DD` strings: a birthday or a delivery day is a date on the
 * UK calendar, not an instant, so it never goes through a timezone-shifting Date.
 */
export type CalendarDate = string;

const UK_TIME_ZONE = 'Europe/London';
// en-CA writes dates as YYYY-MM-DD.
const ukDateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: UK_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The date it is in the UK at that instant (just after midnight in London is already tomorrow). */
export function ukCalendarDate(instant: Date): CalendarDate {
  return ukDateFormat.format(instant);
}

/** True for a well-formed date that exists: 2024-02-29 is, 2023-02-29 and 2024-02-31 are not. */
export function isRealCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Age in whole years on `today`: one less if this year's birthday has not come yet. */
export function wholeYearsBetween(birthDate: CalendarDate, today: CalendarDate): number {
  const [birthYear, birthMonthDay] = [Number(birthDate.slice(0, 4)), birthDate.slice(5)];
  const [year, monthDay] = [Number(today.slice(0, 4)), today.slice(5)];
  return year - birthYear - (monthDay < birthMonthDay ? 1 : 0);
}

/** The same day `months` later; past the end of a shorter month it is that month's last day (31 Jan + 1 = 28/29 Feb). */
export function addCalendarMonths(from: CalendarDate, months: number): CalendarDate {
  const [year, month, day] = from.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The date `days` later (or earlier, when negative). */
export function addCalendarDays(from: CalendarDate, days: number): CalendarDate {
  const [year, month, day] = from.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
