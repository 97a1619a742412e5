import { type CalendarDate, wholeYearsBetween } from '../../../shared/domain/calendar-date';
import type { ConsultationType } from '../../../shared/domain/consultation-types';

const MINIMUM_AGE = 16;

/** Conditions whose treatments are only prescribed within an age range (spec §5, §9). */
const AGE_RANGES: Partial<Record<ConsultationType, { min?: number; max: number; message: string }>> = {
  'hormonal-acne': { min: MINIMUM_AGE, max: 45, message: 'Age must be between 16 and 45 for hormonal acne consultation.' },
  menopause: { max: 45, message: 'Age must be 45 or below for menopause consultation.' },
};

/** Why someone born on `birthDate` cannot start this consultation today, or undefined when they can. */
export function registrationAgeProblem(birthDate: CalendarDate, consultation: ConsultationType, today: CalendarDate): string | undefined {
  const age = wholeYearsBetween(birthDate, today);
  const range = AGE_RANGES[consultation];
  if (range && (age < (range.min ?? -Infinity) || age > range.max)) return range.message;
  if (age < MINIMUM_AGE) return 'You must be at least 16 years old.';
  return undefined;
}
