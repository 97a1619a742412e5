import { DomainError, domainError, type DomainErrorKind } from '../../../shared/domain/domain-error';

export class NotAPrescriberError extends domainError('PRESCRIBING.NOT_A_PRESCRIBER', 'not_allowed', 'Only a registered prescriber can approve or decline a treatment. Your account has no prescriber profile.') {}

export class MissingPrescriptionDetailsError extends domainError('PRESCRIBING.MISSING_DETAILS', 'conflict', (missing: string) => `A prescription cannot be issued without the patient's ${missing}.`) {}

export class PrescriptionNotFoundError extends domainError('PRESCRIBING.NO_PRESCRIPTION', 'not_found', 'There is no prescription for this treatment: it has not been approved by a prescriber.') {}

export class RegisterEntryNotFoundError extends domainError('PRESCRIBING.NO_REGISTER_ENTRY', 'not_found', 'There is no register entry with that serial number.') {}

export class ExportNotFoundError extends domainError('PRESCRIBING.EXPORT_NOT_FOUND', 'not_found', 'That export does not exist or has expired. Please export again.') {}

export class NotAStaffAccountError extends domainError('PRESCRIBING.NOT_STAFF', 'not_found', (email: string) => `There is no admin account for ${email}: create it first with create-admin.`) {}

export class NoSuchPrescriptionError extends domainError('PRESCRIBING.NO_SUCH_PRESCRIPTION', 'not_found', 'There is no prescription with this number.') {}

/** A decline is explained to the patient in words of the prescriber's own, apart from the internal note. */
export const PATIENT_REASON_LENGTH = { min: 10, max: 1000 } as const;
export const PATIENT_REASON_MESSAGE = `patient_reason is required when declining: what the patient reads about the decision, ${PATIENT_REASON_LENGTH.min} to ${PATIENT_REASON_LENGTH.max} characters.`;
export class PatientReasonRequiredError extends domainError('PRESCRIBING.PATIENT_REASON_REQUIRED', 'invalid', PATIENT_REASON_MESSAGE, { field: 'patient_reason' }) {}

const CONFIRM_TO_SIGN = 'Approving signs a prescription in your name: confirm with your password or a code from your authenticator app.';
export class SignatureNotConfirmedError extends domainError('PRESCRIBING.SIGNATURE_NOT_CONFIRMED', 'invalid', CONFIRM_TO_SIGN, { field: 'signature_password' }) {}

/** A supply the prescription does not authorise (HMR 2012 reg 217); the message names the rule it breaks. */
export class SupplyNotAuthorisedError extends domainError('PRESCRIBING.SUPPLY_NOT_AUTHORISED', 'conflict', (rule: string) => rule) {}

/** More supplies than the interval lets fit before the prescription expires. */
export class SuppliesBeyondExpiryError extends domainError(
  'PRESCRIBING.SUPPLIES_BEYOND_EXPIRY',
  'invalid',
  (minIntervalDays: number, fitting: number) => `The prescription is valid for 12 months: at ${minIntervalDays} days apart, at most ${fitting} supplies can be made before it expires.`,
  { field: 'supplies_authorised' },
) {}

/**
 * Several patient-safety checks refused one approval (docs/patient-safety.md): every reason at
 * once, each check's field messages kept under its field. A 409 when any check says the record is
 * not ready (a safeguard unmet), else as the checks say (a missing answer, 400).
 */
export class ApprovalRefusedError extends DomainError {
  readonly code = 'PRESCRIBING.APPROVAL_REFUSED';
  readonly kind: DomainErrorKind;

  constructor(readonly refusals: DomainError[]) {
    super(refusals.map((refusal) => refusal.message).join(' '), mergedFields(refusals));
    this.kind = refusals.some((refusal) => refusal.kind === 'conflict') ? 'conflict' : refusals[0].kind;
  }
}

function mergedFields(refusals: DomainError[]): Record<string, string[]> | undefined {
  const fields: Record<string, string[]> = {};
  for (const [field, messages] of refusals.flatMap((refusal) => Object.entries(refusal.fields ?? {}))) fields[field] = [...(fields[field] ?? []), ...messages];
  return Object.keys(fields).length ? fields : undefined;
}
