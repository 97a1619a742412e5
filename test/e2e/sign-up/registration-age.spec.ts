import { expect, test } from '@playwright/test';
import {
  ageOn,
  ageProblem,
  birthDateFromParts,
  birthDateProblem,
  birthDateToParts,
  birthYears,
  ukToday,
} from '../../../web/src/features/sign-up/lib/registration-age';
import { checkStep, EMPTY_VALUES, fieldErrorsFromServer, firstStepWithError, resumeStep } from '../../../web/src/features/sign-up/lib/wizard-model';

// Plain functions, no browser: once is enough.
test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'pure functions run once'));

test.describe('the sign-up age rules', () => {
  test('today is the date in London, not in UTC', () => {
    // 23:30 UTC on 31 March 2025 is already 1 April in London (BST).
    expect(ukToday(new Date('2025-03-31T23:30:00Z'))).toBe('2025-04-01');
    // 23:30 UTC on 31 December is still 31 December in London (GMT).
    expect(ukToday(new Date('2025-12-31T23:30:00Z'))).toBe('2025-12-31');
  });

  test('age is whole years, one less before this year’s birthday', () => {
    expect(ageOn('2000-06-15', '2025-06-14')).toBe(24);
    expect(ageOn('2000-06-15', '2025-06-15')).toBe(25);
    expect(ageOn('2000-06-15', '2025-12-31')).toBe(25);
    expect(ageOn('2004-02-29', '2021-02-28')).toBe(16);
    expect(ageOn('2004-02-29', '2020-02-28')).toBe(15);
  });

  test('impossible and incomplete dates are refused', () => {
    expect(birthDateFromParts('31', '2', '1990')).toBeUndefined();
    expect(birthDateFromParts('29', '2', '2023')).toBeUndefined();
    expect(birthDateFromParts('29', '2', '2024')).toBe('2024-02-29');
    expect(birthDateFromParts('', '2', '1990')).toBeUndefined();
    expect(birthDateFromParts('5', '13', '1990')).toBeUndefined();
    expect(birthDateFromParts('5', '3', '1990')).toBe('1990-03-05');
    expect(birthDateToParts('1990-03-05')).toEqual({ day: '5', month: '3', year: '1990' });
    expect(birthDateToParts('1990-02-31')).toEqual({ day: '', month: '', year: '' });
  });

  test('each consultation has its age range', () => {
    const today = '2025-06-15';
    expect(ageProblem('2009-06-16', 'generic', today)).toBe('You must be at least 16 years old.');
    expect(ageProblem('2009-06-15', 'generic', today)).toBeUndefined();
    expect(ageProblem('1900-01-01', 'acne', today)).toBeUndefined();

    expect(ageProblem('1979-06-15', 'hormonal-acne', today)).toBe('Age must be between 16 and 45 for hormonal acne consultation.');
    expect(ageProblem('1979-06-16', 'hormonal-acne', today)).toBeUndefined();
    expect(ageProblem('2010-01-01', 'hormonal-acne', today)).toBe('Age must be between 16 and 45 for hormonal acne consultation.');

    expect(ageProblem('1979-06-15', 'menopause', today)).toBe('Age must be 45 or below for menopause consultation.');
    expect(ageProblem('1979-06-16', 'menopause', today)).toBeUndefined();
    expect(ageProblem('2010-01-01', 'menopause', today)).toBe('You must be at least 16 years old.');

    expect(birthDateProblem({ day: '31', month: '2', year: '1990' }, 'generic', today)).toBe('Please select a valid birth date.');
  });

  test('the year select goes back 120 years from this year', () => {
    const years = birthYears('2025-06-15');
    expect(years).toHaveLength(120);
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(1906);
  });
});

test.describe('the wizard model', () => {
  const today = '2025-06-15';
  const complete = { ...EMPTY_VALUES, firstName: 'Ann', lastName: 'Lee', day: '1', month: '2', year: '1990', sex: 'female' as const, email: 'ann@example.com' };

  test('a reload resumes at the saved step, but never past a missing answer or on the code step unregistered', () => {
    expect(resumeStep(2, false, complete, 'generic', today)).toBe(2);
    expect(resumeStep(4, false, complete, 'generic', today)).toBe(3);
    expect(resumeStep(4, true, complete, 'generic', today)).toBe(4);
    expect(resumeStep(3, false, { ...complete, sex: '' }, 'generic', today)).toBe(2);
    expect(resumeStep(2, false, { ...complete, firstName: '' }, 'generic', today)).toBe(0);
    // Started as generic at 35, continued as a menopause consultation: fine. At 50: back to the birthday.
    expect(resumeStep(3, false, { ...complete, year: '1975' }, 'menopause', today)).toBe(1);
  });

  test('server messages go to the step that asks for the field', () => {
    const errors = fieldErrorsFromServer({ email: ['Please enter a valid email.'], birth_date: ['You must be at least 16 years old.'], password_confirmation: ['The passwords do not match.'] });
    expect(errors).toEqual({ email: 'Please enter a valid email.', birth_date: 'You must be at least 16 years old.', password: 'The passwords do not match.' });
    expect(firstStepWithError(errors)).toBe(1);
    expect(firstStepWithError({})).toBeUndefined();
  });

  test('each step checks only its own fields', () => {
    expect(checkStep(0, EMPTY_VALUES, 'generic', today)).toEqual({ first_name: 'First name is required.', last_name: 'Last name is required.' });
    expect(checkStep(3, { ...complete, email: 'ann.example.com', password: '1234567' }, 'generic', today)).toEqual({
      email: 'Please enter a valid email.',
      password: 'Password must be at least 8 characters.',
    });
    expect(checkStep(4, { ...complete, code: '12345' }, 'generic', today)).toEqual({ code: 'Please enter the 6-digit code.' });
    expect(checkStep(4, { ...complete, code: '123456' }, 'generic', today)).toEqual({});
  });
});
