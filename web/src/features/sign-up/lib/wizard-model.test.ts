import { describe, expect, it } from 'vitest';
import { AGE_MESSAGES } from './registration-age';
import {
  checkStep,
  detailsUpTo,
  EMPTY_VALUES,
  fieldErrorsFromServer,
  firstStepWithError,
  hasErrors,
  MESSAGES,
  normaliseEmail,
  resumeStep,
  type WizardValues,
} from './wizard-model';

const TODAY = '2026-06-15';

/** A visitor who has answered every step well (30 years old, so every consultation suits). */
const COMPLETE: WizardValues = {
  firstName: ' Chloe ',
  lastName: 'Taylor',
  day: '1',
  month: '2',
  year: '1996',
  sex: 'female',
  email: 'chloe@example.com',
  password: 'a-long-enough-password',
  code: '123456',
};

describe('checkStep', () => {
  it('step 0 wants both names, and spaces are not a name', () => {
    expect(checkStep(0, { ...EMPTY_VALUES, firstName: '  ' }, 'acne', TODAY)).toEqual({ first_name: MESSAGES.firstName, last_name: MESSAGES.lastName });
    expect(checkStep(0, COMPLETE, 'acne', TODAY)).toEqual({});
  });

  it("step 1 applies the consultation's age rules to the birthday", () => {
    expect(checkStep(1, EMPTY_VALUES, 'acne', TODAY)).toEqual({ birth_date: AGE_MESSAGES.invalidDate });
    expect(checkStep(1, { ...COMPLETE, year: '2012' }, 'acne', TODAY)).toEqual({ birth_date: AGE_MESSAGES.tooYoung });
    expect(checkStep(1, { ...COMPLETE, year: '1970' }, 'acne', TODAY)).toEqual({});
    expect(checkStep(1, { ...COMPLETE, year: '1970' }, 'hormonal-acne', TODAY)).toEqual({ birth_date: AGE_MESSAGES.hormonalAcne });
    expect(checkStep(1, { ...COMPLETE, year: '1970' }, 'menopause', TODAY)).toEqual({ birth_date: AGE_MESSAGES.menopause });
  });

  it('step 2 wants a sex at birth', () => {
    expect(checkStep(2, { ...COMPLETE, sex: '' }, 'acne', TODAY)).toEqual({ sex: MESSAGES.sex });
    expect(checkStep(2, COMPLETE, 'acne', TODAY)).toEqual({});
  });

  it('step 3 wants an address with an @ and a password of at least 8 characters', () => {
    expect(checkStep(3, { ...COMPLETE, email: 'chloe.example.com', password: '1234567' }, 'acne', TODAY)).toEqual({ email: MESSAGES.email, password: MESSAGES.password });
    expect(checkStep(3, { ...COMPLETE, password: '12345678' }, 'acne', TODAY)).toEqual({});
  });

  it('step 4 wants exactly six digits', () => {
    for (const code of ['12345', '1234567', '12345a', '']) {
      expect(checkStep(4, { ...COMPLETE, code }, 'acne', TODAY)).toEqual({ code: MESSAGES.code });
    }
    expect(checkStep(4, { ...COMPLETE, code: ' 654321 ' }, 'acne', TODAY)).toEqual({});
  });
});

describe('resumeStep', () => {
  it('continues at the saved step when every earlier step still passes', () => {
    expect(resumeStep(3, false, COMPLETE, 'acne', TODAY)).toBe(3);
    expect(resumeStep(4, true, COMPLETE, 'acne', TODAY)).toBe(4);
  });

  it('goes back to the first step whose answers are missing or no longer pass', () => {
    expect(resumeStep(3, false, { ...COMPLETE, lastName: '' }, 'acne', TODAY)).toBe(0);
    // Born in 1970 suits acne but not menopause: the same answers, another consultation.
    expect(resumeStep(3, false, { ...COMPLETE, year: '1970' }, 'acne', TODAY)).toBe(3);
    expect(resumeStep(3, false, { ...COMPLETE, year: '1970' }, 'menopause', TODAY)).toBe(1);
    expect(resumeStep(3, false, { ...COMPLETE, sex: '' }, 'acne', TODAY)).toBe(2);
  });

  it('never opens the code step unless an account is waiting for its code', () => {
    expect(resumeStep(4, false, COMPLETE, 'acne', TODAY)).toBe(3);
    expect(resumeStep(4, true, { ...COMPLETE, email: ' ' }, 'acne', TODAY)).toBe(3);
  });

  it('reads a saved step that is out of range or not a number as the nearest step', () => {
    expect(resumeStep(-2, false, COMPLETE, 'acne', TODAY)).toBe(0);
    expect(resumeStep(9, true, COMPLETE, 'acne', TODAY)).toBe(4);
    expect(resumeStep(Number.NaN, false, COMPLETE, 'acne', TODAY)).toBe(0);
    expect(resumeStep(2.7, false, COMPLETE, 'acne', TODAY)).toBe(2);
  });
});

describe("the server's field messages", () => {
  it('keeps the first message of each field the wizard shows, under its own field', () => {
    const errors = fieldErrorsFromServer({
      email: ['This email is already registered.', 'second message'],
      password_confirmation: ['Passwords do not match.'],
      consultation_type: ['Unknown consultation.'],
      sex: [],
    });
    expect(errors).toEqual({ email: 'This email is already registered.', password: 'Passwords do not match.' });
  });

  it('prefers the message for the field itself over one for its alias', () => {
    expect(fieldErrorsFromServer({ password: ['Too weak.'], password_confirmation: ['Passwords do not match.'] })).toEqual({ password: 'Too weak.' });
  });

  it('sends the visitor to the earliest step with a message', () => {
    expect(firstStepWithError({ email: 'x', birth_date: 'y', code: 'z' })).toBe(1);
    expect(firstStepWithError({ last_name: 'x', sex: 'y' })).toBe(0);
    expect(firstStepWithError({})).toBeUndefined();
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ code: 'x' })).toBe(true);
  });
});

describe('detailsUpTo', () => {
  it("sends only the answers of the steps passed, in the server's names", () => {
    expect(detailsUpTo(0, COMPLETE)).toEqual({ first_name: 'Chloe', last_name: 'Taylor', birth_date: undefined, sex: undefined });
    expect(detailsUpTo(1, COMPLETE)).toEqual({ first_name: 'Chloe', last_name: 'Taylor', birth_date: '1996-02-01', sex: undefined });
    expect(detailsUpTo(2, COMPLETE)).toEqual({ first_name: 'Chloe', last_name: 'Taylor', birth_date: '1996-02-01', sex: 'female' });
  });
});

describe('the messages', () => {
  it('are worded as the spec words them', () => {
    expect(MESSAGES).toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      sex: 'Please select your sex at birth.',
      email: 'Please enter a valid email.',
      password: 'Password must be at least 8 characters.',
      code: 'Please enter the 6-digit code.',
    });
  });
});

describe('normaliseEmail', () => {
  it('keeps the address as the server does: trimmed and lower-cased', () => {
    expect(normaliseEmail('  Chloe.Taylor@Example.COM ')).toBe('chloe.taylor@example.com');
  });
});
