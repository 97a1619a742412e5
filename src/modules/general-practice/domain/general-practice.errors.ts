import { domainError } from '../../../shared/domain/domain-error';

export class SearchTooShortError extends domainError(
  'GP.SEARCH_TOO_SHORT',
  'invalid',
  (minimum: number) => `Type at least ${minimum} letters of the practice's name, or the start of its postcode.`,
  { field: 'q' },
) {}

export class UnknownPracticeError extends domainError(
  'GP.UNKNOWN_PRACTICE',
  'invalid',
  (odsCode: string) => `There is no GP practice with the code ${odsCode} in our list. Search for your practice and pick it from the results.`,
  { field: 'ods_code' },
) {}

export class PracticeOrNoGpError extends domainError(
  'GP.PRACTICE_OR_NO_GP',
  'invalid',
  "Choose your GP practice, or tick 'I don't have a GP' (not both).",
  { field: 'ods_code' },
) {}

export class SubscriptionNotYoursError extends domainError('GP.SUBSCRIPTION_NOT_FOUND', 'not_found', 'We could not find that treatment on your account.') {}

export class JustificationRequiredError extends domainError(
  'GP.JUSTIFICATION_REQUIRED',
  'invalid',
  (why: string) => `${why} Record why you are prescribing without telling their GP before approving.`,
  { field: 'gp_justification' },
) {}

export class JustificationTooLongError extends domainError('GP.JUSTIFICATION_TOO_LONG', 'invalid', (max: number) => `Keep the GP justification under ${max} characters.`, { field: 'gp_justification' }) {}
