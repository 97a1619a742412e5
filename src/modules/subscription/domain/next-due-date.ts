import type { CalendarDate } from '../../../shared/domain/calendar-date';

/**
 * The calendar date one supply interval after `from`. A month later than the 31st is
 * the last day of the shorter month (31 January + 1 month = 28 or 29 February).
 */
export function addInterval(from: CalendarDate, interval: string, count: number): CalendarDate {
  const [year, month, day] = from.split('-').map(Number);
  if (interval === 'day' || interval === 'week') {
    const date = new Date(Date.UTC(year, month - 1, day + count * (interval === 'week' ? 7 : 1)));
    return date.toISOString().slice(0, 10);
  }
  const target = new Date(Date.UTC(year, month - 1 + count, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * The next supply's date once a prescriber approves on `prescribedOn`: the date staff set
 * during the review if it is still ahead (they chose it on purpose), else one interval on.
 * An item sold once has no next supply.
 */
export function nextDueOnApproval(setDuringReview: CalendarDate | undefined, prescribedOn: CalendarDate, interval: string | null | undefined, count: number | null | undefined): CalendarDate | undefined {
  if (!interval) return undefined;
  if (setDuringReview && setDuringReview > prescribedOn) return setDuringReview;
  return addInterval(prescribedOn, interval, count ?? 1);
}
