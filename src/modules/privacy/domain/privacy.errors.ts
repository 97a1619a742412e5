import { DomainError } from '../../../shared/domain/domain-error';

export class ExportAlreadyPreparingError extends DomainError {
  readonly code = 'PRIVACY.EXPORT_IN_PROGRESS';
  readonly kind = 'conflict' as const;
  constructor() {
    super('We are already preparing a copy of your data. We will email you as soon as it is ready.');
  }
}

export class DataExportNotFoundError extends DomainError {
  readonly code = 'PRIVACY.EXPORT_NOT_FOUND';
  readonly kind = 'not_found' as const;
  constructor() {
    super('We could not find that copy of your data.');
  }
}

/** 404 rather than 410: one error shape for every missing download; the code and message say it expired. */
export class DataExportExpiredError extends DomainError {
  readonly code = 'PRIVACY.EXPORT_EXPIRED';
  readonly kind = 'not_found' as const;
  constructor() {
    super('This download link has expired and the file has been deleted. You can ask for a new copy of your data from your account.');
  }
}

export class ErasureAlreadyRequestedError extends DomainError {
  readonly code = 'PRIVACY.ERASURE_ALREADY_REQUESTED';
  readonly kind = 'conflict' as const;
  constructor() {
    super('You have already asked us to delete your account. Our team is looking at it and will email you.');
  }
}

export class ErasureRequestNotFoundError extends DomainError {
  readonly code = 'PRIVACY.ERASURE_REQUEST_NOT_FOUND';
  readonly kind = 'not_found' as const;
  constructor() {
    super('We could not find that erasure request.');
  }
}

export class ErasureAlreadyDecidedError extends DomainError {
  readonly code = 'PRIVACY.ERASURE_ALREADY_DECIDED';
  readonly kind = 'conflict' as const;
  constructor(status: string) {
    super(`This request has already been decided (${status}).`);
  }
}

export class RefusalReasonRequiredError extends DomainError {
  readonly code = 'PRIVACY.REASON_REQUIRED';
  readonly kind = 'invalid' as const;
  constructor() {
    super('Please give the reason for refusing: the patient is told it.', { reason: ['Please give the reason for refusing: the patient is told it.'] });
  }
}

export class StaffCannotBeErasedError extends DomainError {
  readonly code = 'PRIVACY.STAFF_ACCOUNT';
  readonly kind = 'conflict' as const;
  constructor() {
    super('A staff account cannot be erased from here.');
  }
}
