import type { ConsultationType } from '../../../lib/consultation-types';
import { birthDateFromParts, birthDateProblem } from './registration-age';

export type WizardStep = 0 | 1 | 2 | 3 | 4;
export const LAST_STEP: WizardStep = 4;

export type SexAtBirth = 'male' | 'female';

/** What the visitor has typed, as the inputs hold it. */
export interface WizardValues {
  firstName: string;
  lastName: string;
  day: string;
  month: string;
  year: string;
  sex: SexAtBirth | '';
  email: string;
  password: string;
  code: string;
}

export const EMPTY_VALUES: WizardValues = {
  firstName: '',
  lastName: '',
  day: '',
  month: '',
  year: '',
  sex: '',
  email: '',
  password: '',
  code: '',
};

/** Field names as the server's 400 `fields` name them. */
export type FieldName = 'first_name' | 'last_name' | 'birth_date' | 'sex' | 'email' | 'password' | 'code';
export type FieldErrors = Partial<Record<FieldName, string>>;

/** The step that asks for each field, so a server message sends the visitor back to it. */
export const FIELD_STEP: Record<FieldName, WizardStep> = {
  first_name: 0,
  last_name: 0,
  birth_date: 1,
  sex: 2,
  email: 3,
  password: 3,
  code: 4,
};

/** Fields the server may name that are shown under another field. */
const FIELD_ALIASES: Record<string, FieldName> = { password_confirmation: 'password' };

export const MESSAGES = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  sex: 'Please select your sex at birth.',
  email: 'Please enter a valid email.',
  password: 'Password must be at least 8 characters.',
  code: 'Please enter the 6-digit code.',
} as const;

export const MIN_PASSWORD_LENGTH = 8;
export const CODE_LENGTH = 6;

/** The server sends a new code at most once a minute per registration (`resend-registration`). */
export const RESEND_INTERVAL_SECONDS = 60;

/** The same email the server keeps: trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The client's checks for one step (spec §5); an empty object means Next may go on. */
export function checkStep(step: WizardStep, values: WizardValues, type: ConsultationType, today: string): FieldErrors {
  const errors: FieldErrors = {};
  switch (step) {
    case 0:
      if (values.firstName.trim() === '') errors.first_name = MESSAGES.firstName;
      if (values.lastName.trim() === '') errors.last_name = MESSAGES.lastName;
      break;
    case 1: {
      const problem = birthDateProblem(values, type, today);
      if (problem) errors.birth_date = problem;
      break;
    }
    case 2:
      if (values.sex !== 'male' && values.sex !== 'female') errors.sex = MESSAGES.sex;
      break;
    case 3:
      if (!values.email.trim().includes('@')) errors.email = MESSAGES.email;
      if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = MESSAGES.password;
      break;
    case 4:
      if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(values.code.trim())) errors.code = MESSAGES.code;
      break;
  }
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/**
 * Where a returning visitor continues: the saved step, but never past a step whose
 * answers are missing or no longer pass (another consultation type may have other age
 * rules), and never the code step unless an account is waiting for its code.
 */
export function resumeStep(
  savedStep: number,
  registered: boolean,
  values: WizardValues,
  type: ConsultationType,
  today: string,
): WizardStep {
  const wanted = Math.min(Math.max(Math.trunc(savedStep) || 0, 0), registered ? 4 : 3);
  for (let step = 0; step < Math.min(wanted, 3); step += 1) {
    if (hasErrors(checkStep(step as WizardStep, values, type, today))) return step as WizardStep;
  }
  if (wanted === 4 && values.email.trim() === '') return 3;
  return wanted as WizardStep;
}

/** The server's 400 `fields` as one message per wizard field; fields the wizard does not show are left out. */
export function fieldErrorsFromServer(fields: Record<string, string[]>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, messages] of Object.entries(fields)) {
    const field = (FIELD_ALIASES[name] ?? name) as FieldName;
    if (!(field in FIELD_STEP) || errors[field]) continue;
    const message = messages[0];
    if (message) errors[field] = message;
  }
  return errors;
}

/** The earliest step that owns one of these errors. */
export function firstStepWithError(errors: FieldErrors): WizardStep | undefined {
  const steps = (Object.keys(errors) as FieldName[]).map((field) => FIELD_STEP[field]);
  return steps.length > 0 ? (Math.min(...steps) as WizardStep) : undefined;
}

/** The wizard's answers in the server's field names, for the steps the visitor has passed. */
export function detailsUpTo(step: WizardStep, values: WizardValues) {
  return {
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    birth_date: step >= 1 ? birthDateFromParts(values.day, values.month, values.year) : undefined,
    sex: step >= 2 && values.sex !== '' ? values.sex : undefined,
  };
}
