import { DomainError } from '../../../shared/domain/domain-error';

export class NotAPrescriberError extends DomainError {
  readonly code = 'PRESCRIBING.NOT_A_PRESCRIBER';
  readonly kind = 'not_allowed' as const;
  constructor() {
    super('Only a registered prescriber can approve or decline a treatment. Your account has no prescriber profile.');
  }
}

export class MissingPrescriptionDetailsError extends DomainError {
  readonly code = 'PRESCRIBING.MISSING_DETAILS';
  readonly kind = 'conflict' as const;
  constructor(missing: string) {
    super(`A prescription cannot be issued without the patient's ${missing}.`);
  }
}

export class PrescriptionNotFoundError extends DomainError {
  readonly code = 'PRESCRIBING.NO_PRESCRIPTION';
  readonly kind = 'not_found' as const;
  constructor() {
    super('There is no prescription for this treatment: it has not been approved by a prescriber.');
  }
}

export class RegisterEntryNotFoundError extends DomainError {
  readonly code = 'PRESCRIBING.NO_REGISTER_ENTRY';
  readonly kind = 'not_found' as const;
  constructor() {
    super('There is no register entry with that serial number.');
  }
}

export class ExportNotFoundError extends DomainError {
  readonly code = 'PRESCRIBING.EXPORT_NOT_FOUND';
  readonly kind = 'not_found' as const;
  constructor() {
    super('That export does not exist or has expired. Please export again.');
  }
}

export class NotAStaffAccountError extends DomainError {
  readonly code = 'PRESCRIBING.NOT_STAFF';
  readonly kind = 'not_found' as const;
  constructor(email: string) {
    super(`There is no admin account for ${email}: create it first with create-admin.`);
  }
}

export class NoSuchPrescriptionError extends DomainError {
  readonly code = 'PRESCRIBING.NO_SUCH_PRESCRIPTION';
  readonly kind = 'not_found' as const;
  constructor() {
    super('There is no prescription with this number.');
  }
}

export class SignatureNotConfirmedError extends DomainError {
  readonly code = 'PRESCRIBING.SIGNATURE_NOT_CONFIRMED';
  readonly kind = 'invalid' as const;
  constructor() {
    const message = 'Approving signs a prescription in your name: confirm with your password or a code from your authenticator app.';
    super(message, { signature_password: [message] });
  }
}
