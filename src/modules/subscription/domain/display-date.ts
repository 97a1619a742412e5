import type { CalendarDate } from '../../../shared/domain/calendar-date';

const longDate = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** '2026-03-05' -> 'Thursday 5 March 2026', as emails write a charge or delivery date. */
export function displayDate(date: CalendarDate): string {
  const [year, month, day] = date.split('-').map(Number);
  return longDate.format(new Date(Date.UTC(year, month - 1, day))).replace(',', '');
}
