import { describe, expect, it } from 'vitest';
import {
  AGE_MESSAGES,
  ageOn,
  ageProblem,
  birthDateFromParts,
  birthDateProblem,
  birthDateToParts,
  birthYears,
  isRealCalendarDate,
} from './registration-age';

const TODAY = '2026-06-15';

describe('calendar dates', () => {
  it('accepts real dates only', () => {
    expect(isRealCalendarDate('2024-02-29')).toBe(true);
    expect(isRealCalendarDate('2023-02-29')).toBe(false);
    expect(isRealCalendarDate('2024-02-31')).toBe(false);
    expect(isRealCalendarDate('2024-13-01')).toBe(false);
    expect(isRealCalendarDate('24-02-01')).toBe(false);
  });

  it('turns the three selects into YYYY-MM-DD and back', () => {
    expect(birthDateFromParts('3', '9', '1990')).toBe('1990-09-03');
    expect(birthDateFromParts('31', '4', '1990')).toBeUndefined();
    expect(birthDateFromParts('', '4', '1990')).toBeUndefined();
    expect(birthDateFromParts('5', '13', '1990')).toBeUndefined();
    expect(birthDateFromParts('29', '2', '2024')).toBe('2024-02-29');
    expect(birthDateFromParts('29', '2', '2023')).toBeUndefined();
    expect(birthDateFromParts('1', '1', '90')).toBeUndefined();
    expect(birthDateToParts('1990-09-03')).toEqual({ day: '3', month: '9', year: '1990' });
    expect(birthDateToParts('1990-02-30')).toEqual({ day: '', month: '', year: '' });
    expect(birthDateToParts(undefined)).toEqual({ day: '', month: '', year: '' });
  });

  it('offers this year and the 119 before it, newest first', () => {
    const years = birthYears(TODAY);
    expect(years).toHaveLength(120);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1907);
  });
});

describe('ageOn', () => {
  it('counts a year only once the birthday has come', () => {
    expect(ageOn('2010-06-15', TODAY)).toBe(16);
    expect(ageOn('2010-06-16', TODAY)).toBe(15);
    expect(ageOn('1980-01-01', TODAY)).toBe(46);
  });

  it('gives someone born on 29 February their birthday on 1 March in other years', () => {
    expect(ageOn('2008-02-29', '2024-02-28')).toBe(15);
    expect(ageOn('2008-02-29', '2024-02-29')).toBe(16);
    expect(ageOn('2008-02-29', '2025-02-28')).toBe(16);
    expect(ageOn('2008-02-29', '2025-03-01')).toBe(17);
  });
});

describe('the age rules (spec §5, §9)', () => {
  it('takes everyone from their 16th birthday', () => {
    expect(ageProblem('2010-06-15', 'acne', TODAY)).toBeUndefined();
    expect(ageProblem('2010-06-16', 'acne', TODAY)).toBe(AGE_MESSAGES.tooYoung);
    expect(ageProblem('1930-01-01', 'generic', TODAY)).toBeUndefined();
  });

  it('takes hormonal acne from 16 to 45, with its own message on both sides', () => {
    expect(ageProblem('2010-06-16', 'hormonal-acne', TODAY)).toBe(AGE_MESSAGES.hormonalAcne);
    expect(ageProblem('2010-06-15', 'hormonal-acne', TODAY)).toBeUndefined();
    // 45 until the day before the 46th birthday.
    expect(ageProblem('1980-06-16', 'hormonal-acne', TODAY)).toBeUndefined();
    expect(ageProblem('1980-06-15', 'hormonal-acne', TODAY)).toBe(AGE_MESSAGES.hormonalAcne);
  });

  it('takes menopause at 45 or below, and under 16 is too young for it as for any', () => {
    expect(ageProblem('1980-06-16', 'menopause', TODAY)).toBeUndefined();
    expect(ageProblem('1980-06-15', 'menopause', TODAY)).toBe(AGE_MESSAGES.menopause);
    expect(ageProblem('2012-01-01', 'menopause', TODAY)).toBe(AGE_MESSAGES.tooYoung);
  });

  it('says an incomplete or impossible date first, then the age rule', () => {
    expect(birthDateProblem({ day: '', month: '6', year: '1990' }, 'acne', TODAY)).toBe(AGE_MESSAGES.invalidDate);
    expect(birthDateProblem({ day: '30', month: '2', year: '1990' }, 'acne', TODAY)).toBe(AGE_MESSAGES.invalidDate);
    expect(birthDateProblem({ day: '1', month: '1', year: '2015' }, 'acne', TODAY)).toBe(AGE_MESSAGES.tooYoung);
    expect(birthDateProblem({ day: '1', month: '1', year: '1990' }, 'acne', TODAY)).toBeUndefined();
  });

  it('words the messages as the spec does', () => {
    expect(AGE_MESSAGES).toEqual({
      invalidDate: 'Please select a valid birth date.',
      tooYoung: 'You must be at least 16 years old.',
      hormonalAcne: 'Age must be between 16 and 45 for hormonal acne consultation.',
      menopause: 'Age must be 45 or below for menopause consultation.',
    });
  });
});
