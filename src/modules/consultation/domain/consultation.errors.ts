import { DomainError, domainError } from '../../../shared/domain/domain-error';

export class ConsultationNotFoundError extends domainError('CONSULTATION.NOT_FOUND', 'not_found', 'We could not find that consultation.') {}

export class ConsultationAlreadySubmittedError extends domainError('CONSULTATION.ALREADY_SUBMITTED', 'conflict', 'This consultation has already been sent to our prescriber, so it can no longer be changed.') {}

/** One message for the form, and each answer's own under its question. */
export class InvalidAnswersError extends DomainError {
  readonly code = 'CONSULTATION.INVALID_ANSWERS';
  readonly kind = 'invalid' as const;
  constructor(fields: Record<string, string[]>) {
    super('Some answers need another look.', fields);
  }
}

export class UnansweredQuestionsError extends DomainError {
  readonly code = 'CONSULTATION.UNANSWERED';
  readonly kind = 'invalid' as const;
  constructor(fields: Record<string, string[]>) {
    super('Please answer the questions marked before sending your consultation.', fields);
  }
}

export class PhotoNotAnImageError extends domainError('CONSULTATION.NOT_AN_IMAGE', 'invalid', 'Please choose a photo in JPEG, PNG or WebP format.', { field: 'photo' }) {}

export class PhotoLimitReachedError extends domainError('CONSULTATION.TOO_MANY_PHOTOS', 'invalid', (limit: number) => `You can add up to ${limit} photos for each question.`, { field: 'photo' }) {}

export class StoredFileNotFoundError extends domainError('STORAGE.NOT_FOUND', 'not_found', 'We could not find that file.') {}
