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

export interface PostponeChoice {
  weeks: (typeof POSTPONE_WEEKS)[number];
  /** The day the next delivery would move to. */
  landsOn: string;
  /** False when that day is before the prescription allows the next supply: not offered. */
  allowed: boolean;
}

/**
 * The postponements offered from the next delivery (or today, if it is past), each with the day it
 * lands on, and which one starts chosen: two weeks, or the first that the prescription allows.
 */
export function postponeChoices(from: string, earliest: string): { choices: PostponeChoice[]; preselected: PostponeChoice['weeks'] } {
  const choices = POSTPONE_WEEKS.map((weeks) => {
    const landsOn = addDays(from, weeks * 7);
    return { weeks, landsOn, allowed: landsOn >= earliest };
  });
  const two = choices.find((choice) => choice.weeks === 2)!;
  const preselected = two.allowed ? two.weeks : (choices.find((choice) => choice.allowed) ?? choices[choices.length - 1]!).weeks;
  return { choices, preselected };
}
