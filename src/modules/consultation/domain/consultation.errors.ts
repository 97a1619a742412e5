import { DomainError } from '../../../shared/domain/domain-error';

export class ConsultationNotFoundError extends DomainError {
  readonly code = 'CONSULTATION.NOT_FOUND';
  readonly kind = 'not_found' as const;
  constructor() {
    super('We could not find that consultation.');
  }
}

export class ConsultationAlreadySubmittedError extends DomainError {
  readonly code = 'CONSULTATION.ALREADY_SUBMITTED';
  readonly kind = 'conflict' as const;
  constructor() {
    super('This consultation has already been sent to our prescriber, so it can no longer be changed.');
  }
}

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

export class PhotoNotAnImageError extends DomainError {
  readonly code = 'CONSULTATION.NOT_AN_IMAGE';
  readonly kind = 'invalid' as const;
  constructor() {
    super('Please choose a photo in JPEG, PNG or WebP format.', { photo: ['Please choose a photo in JPEG, PNG or WebP format.'] });
  }
}

export class PhotoLimitReachedError extends DomainError {
  readonly code = 'CONSULTATION.TOO_MANY_PHOTOS';
  readonly kind = 'invalid' as const;
  constructor(limit: number) {
    super(`You can add up to ${limit} photos for each question.`, { photo: [`You can add up to ${limit} photos for each question.`] });
  }
}

export class StoredFileNotFoundError extends DomainError {
  readonly code = 'STORAGE.NOT_FOUND';
  readonly kind = 'not_found' as const;
  constructor() {
    super('We could not find that file.');
  }
}
