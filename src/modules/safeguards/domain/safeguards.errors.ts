import { domainError } from '../../../shared/domain/domain-error';
import { TIMELY_DAYS } from './verification';

/** Every unmet safeguard of the approval at once, each under `safeguards`, so the prescriber sees the whole list. */
export class SafeguardsNotMetError extends domainError('SAFEGUARDS.NOT_MET', 'conflict', (reasons: string[]) => `This approval needs more than the questionnaire: ${reasons.join(' ')}`) {
  constructor(readonly reasons: string[]) {
    super(reasons);
    Object.assign(this, { fields: { safeguards: reasons } });
  }
}

export class NotAPrescriberError extends domainError('SAFEGUARDS.NOT_A_PRESCRIBER', 'not_allowed', 'Only a prescriber can record an independent verification. Your account has no prescriber profile.') {}

export class ReviewNotFoundError extends domainError('SAFEGUARDS.REVIEW_NOT_FOUND', 'not_found', 'We could not find that subscription.') {}

export class NotThisPatientsReviewError extends domainError(
  'SAFEGUARDS.NOT_THIS_PATIENTS_REVIEW',
  'invalid',
  (subscriptionId: number, patientId: number) => `Subscription #${subscriptionId} is not patient #${patientId}'s: a verification is recorded only against the review of the patient it was about.`,
  { field: 'patient_id' },
) {}

export class NotUnderReviewError extends domainError(
  'SAFEGUARDS.NOT_UNDER_REVIEW',
  'conflict',
  (status: string) => `Verifications are recorded for a subscription waiting for a prescriber's decision; this one is ${status}.`,
) {}

export class MethodNotOfKindError extends domainError('SAFEGUARDS.METHOD_NOT_OF_KIND', 'invalid', (kind: string, methods: readonly string[]) => `A ${kind} verification is made by one of: ${methods.join(', ')}.`, { field: 'method' }) {}

export class NotTimelyError extends domainError(
  'SAFEGUARDS.NOT_TIMELY',
  'invalid',
  (problem: 'in_the_future' | 'too_old') => (problem === 'in_the_future' ? 'The verification cannot have taken place in the future.' : `The verification must have taken place in the last ${TIMELY_DAYS} days to support this decision.`),
  { field: 'took_place_at' },
) {}

export class GpNotSharedError extends domainError(
  'SAFEGUARDS.GP_NOT_SHARED',
  'conflict',
  "The GP can confirm only when the patient named their practice and consented to sharing with it: record a two-way consultation or the clinical record seen instead.",
  { field: 'kind' },
) {}

export class GpResponderRequiredError extends domainError('SAFEGUARDS.GP_RESPONDER_REQUIRED', 'invalid', 'Say who at the practice replied (name and role).', { field: 'gp_responder' }) {}

export class GpLetterNotThisReviewError extends domainError(
  'SAFEGUARDS.GP_LETTER_NOT_THIS_REVIEW',
  'invalid',
  (letterId: number) => `GP letter #${letterId} was not sent for this subscription: record the GP's reply against a letter sent to this patient's practice.`,
  { field: 'gp_letter_id' },
) {}
