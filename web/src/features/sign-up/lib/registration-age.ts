import type { ConsultationType } from '../../../lib/consultation-types';

/**
 * The sign-up age rules (spec §5, §9), as pure functions of calendar dates written
 * `YYYY-MM-DD`. The server checks the same rules again; this copy gives the visitor the
 * message before any call is made.
 */

export const MINIMUM_AGE = 16;

export const AGE_MESSAGES = {
  invalidDate: 'Please select a valid birth date.',
  tooYoung: 'You must be at least 16 years old.',
  hormonalAcne: 'Age must be between 16 and 45 for hormonal acne consultation.',
  menopause: 'Age must be 45 or below for menopause consultation.',
} as const;


/** True for a well-formed date that exists: 2024-02-29 is, 2023-02-29 and 2024-02-31 are not. */
export function isRealCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The three selects' values ('31', '2', '1990') as `YYYY-MM-DD`, or undefined when they do not make a real date. */
export function birthDateFromParts(day: string, month: string, year: string): string | undefined {
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return undefined;
  const value = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isRealCalendarDate(value) ? value : undefined;
}

/** `YYYY-MM-DD` back into the selects' values (no leading zeros), or empty values for anything else. */
export function birthDateToParts(value: string | undefined): { day: string; month: string; year: string } {
  if (!value || !isRealCalendarDate(value)) return { day: '', month: '', year: '' };
  const [year, month, day] = value.split('-') as [string, string, string];
  return { day: String(Number(day)), month: String(Number(month)), year };
}

/** Age in whole years on `today`: one less if this year's birthday has not come yet. */
export function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/**
 * Why someone born on `birthDate` cannot start this consultation on `today`, or undefined
 * when they can. Hormonal acne allows 16 to 45; menopause 45 or below (and, like every
 * consultation, at least 16); everything else at least 16.
 */
export function ageProblem(birthDate: string, type: ConsultationType, today: string): string | undefined {
  const age = ageOn(birthDate, today);
  if (type === 'hormonal-acne' && (age < MINIMUM_AGE || age > 45)) return AGE_MESSAGES.hormonalAcne;
  if (age < MINIMUM_AGE) return AGE_MESSAGES.tooYoung;
  if (type === 'menopause' && age > 45) return AGE_MESSAGES.menopause;
  return undefined;
}

/** The birthday selects' message: an impossible or incomplete date first, then the age rules. */
export function birthDateProblem(
  parts: { day: string; month: string; year: string },
  type: ConsultationType,
  today: string,
): string | undefined {
  const birthDate = birthDateFromParts(parts.day, parts.month, parts.year);
  if (!birthDate) return AGE_MESSAGES.invalidDate;
  return ageProblem(birthDate, type, today);
}

/** The year select's choices: this year and the 119 before it (120 in all), newest first. */
export function birthYears(today: string): number[] {
  const thisYear = Number(today.slice(0, 4));
  return Array.from({ length: 120 }, (_, index) => thisYear - index);
}
