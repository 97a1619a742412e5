import { DomainError } from '../../../shared/domain/domain-error';

export class InvalidCredentialsError extends DomainError {
  readonly code = 'AUTH.INVALID_CREDENTIALS';
  readonly kind = 'unauthenticated' as const;
  constructor() {
    super('Incorrect email or password.');
  }
}

export class EmailNotVerifiedError extends DomainError {
  readonly code = 'AUTH.EMAIL_NOT_VERIFIED';
  readonly kind = 'not_allowed' as const;
  constructor() {
    super('Please confirm your email address first: enter the 6-digit code we sent you, or ask for a new one.');
  }
}

export class EmailAlreadyRegisteredError extends DomainError {
  readonly code = 'AUTH.EMAIL_TAKEN';
  readonly kind = 'conflict' as const;
  constructor(email: string) {
    super(`The email ${email} is already in use.`, { email: [`The email ${email} is already in use.`] });
  }
}

export class PasswordsDoNotMatchError extends DomainError {
  readonly code = 'AUTH.PASSWORD_MISMATCH';
  readonly kind = 'invalid' as const;
  constructor() {
    super('The passwords do not match.', { password_confirmation: ['The passwords do not match.'] });
  }
}

export class InvalidVerificationCodeError extends DomainError {
  readonly code = 'AUTH.INVALID_CODE';
  readonly kind = 'invalid' as const;
  constructor() {
    super('Invalid code, try again.', { code: ['Invalid code, try again.'] });
  }
}

export class VerificationCodeExpiredError extends DomainError {
  readonly code = 'AUTH.CODE_EXPIRED';
  readonly kind = 'invalid' as const;
  constructor() {
    super('This code has expired or been tried too many times. Press "Resend code" for a new one.', {
      code: ['This code has expired or been tried too many times. Press "Resend code" for a new one.'],
    });
  }
}

export class RegistrationNotInProgressError extends DomainError {
  readonly code = 'AUTH.NO_REGISTRATION';
  readonly kind = 'not_allowed' as const;
  constructor() {
    super('Start your registration again: we could not find it in this browser session.');
  }
}

export class RegistrationAgeError extends DomainError {
  readonly code = 'AUTH.AGE_NOT_ALLOWED';
  readonly kind = 'invalid' as const;
  constructor(message: string) {
    super(message, { birth_date: [message] });
  }
}

export class AddressNotFoundError extends DomainError {
  readonly code = 'CUSTOMER.ADDRESS_NOT_FOUND';
  readonly kind = 'not_found' as const;
  constructor() {
    super('We could not find that address.');
  }
}

export class CustomerNotFoundError extends DomainError {
  readonly code = 'CUSTOMER.NOT_FOUND';
  readonly kind = 'not_found' as const;
  constructor() {
    super('We could not find that customer.');
  }
}
