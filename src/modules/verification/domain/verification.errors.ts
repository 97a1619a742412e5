import { domainError } from '../../../shared/domain/domain-error';

export class IdentityNotVerifiedError extends domainError(
  'VERIFICATION.IDENTITY_NOT_VERIFIED',
  'invalid',
  "The patient's identity is not verified: record a reason to approve without it.",
  { field: 'identity_override_reason' },
) {}

export class IdentityWebhookSignatureError extends domainError('VERIFICATION.BAD_SIGNATURE', 'invalid', 'The identity check webhook signature does not match.') {}

export class IdentityWebhookMalformedError extends domainError('VERIFICATION.MALFORMED_WEBHOOK', 'invalid', 'The identity check webhook is not a check event we understand.') {}

export class IdentityWebhookReplayedError extends domainError('VERIFICATION.WEBHOOK_REPLAYED', 'conflict', 'This identity check has already been completed; the delivery changes nothing.') {}

export class IdentityWebhookStaleError extends domainError('VERIFICATION.WEBHOOK_STALE', 'invalid', 'This identity check webhook is too old to accept.') {}

export class IdentityCheckNotFoundError extends domainError('VERIFICATION.CHECK_NOT_FOUND', 'not_found', 'We could not find that identity check.') {}

export class IdentityAlreadyVerifiedError extends domainError('VERIFICATION.ALREADY_VERIFIED', 'conflict', 'Your identity is already verified.') {}

export class IdentityCheckInProgressError extends domainError('VERIFICATION.CHECK_IN_PROGRESS', 'conflict', 'We are already checking your identity. We will let you know the result.') {}

export class EvidenceMissingError extends domainError('VERIFICATION.EVIDENCE_MISSING', 'invalid', (what: string) => `Please add ${what} before sending.`, { field: 'photo' }) {}

export class PhotoKindInvalidError extends domainError('VERIFICATION.PHOTO_KIND', 'invalid', "Say whether the photo is the 'document' or the 'selfie'.", { field: 'kind' }) {}

export class CaptureNotLocalError extends domainError('VERIFICATION.CAPTURE_ELSEWHERE', 'conflict', 'Identity documents are captured on our verification partner’s page: use the link we gave you.') {}

export class CheckNotAwaitingReviewError extends domainError('VERIFICATION.NOT_AWAITING_REVIEW', 'conflict', (status: string) => `This identity check is not waiting for a manual review (it is ${status}).`) {}

export class EvidenceNotFoundError extends domainError('VERIFICATION.EVIDENCE_NOT_FOUND', 'not_found', 'We could not find that photo. Identity photos are deleted some time after the check is decided.') {}
