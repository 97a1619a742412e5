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

export class WeakPasswordError extends DomainError {
  readonly code = 'AUTH.WEAK_PASSWORD';
  readonly kind = 'invalid' as const;
  constructor(problem: string) {
    super(problem, { password: [problem] });
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

export class AccountNotFoundError extends DomainError {
  readonly code = 'AUTH.ACCOUNT_NOT_FOUND';
  readonly kind = 'not_found' as const;
  constructor() {
    super('No account has that email.');
  }
}

export class SecondFactorWrongCodeError extends DomainError {
  readonly code = 'AUTH.SECOND_FACTOR_WRONG_CODE';
  readonly kind = 'invalid' as const;
  constructor() {
    super('That code is not right. Check your authenticator app and try again.', { code: ['That code is not right. Check your authenticator app and try again.'] });
  }
}

export class SecondFactorCodeUsedError extends DomainError {
  readonly code = 'AUTH.SECOND_FACTOR_CODE_USED';
  readonly kind = 'invalid' as const;
  constructor() {
    super('That code has already been used. Wait for the next code in your authenticator app.', {
      code: ['That code has already been used. Wait for the next code in your authenticator app.'],
    });
  }
}

export class RecoveryCodeWrongError extends DomainError {
  readonly code = 'AUTH.RECOVERY_CODE_WRONG';
  readonly kind = 'invalid' as const;
  constructor() {
    super('That recovery code is not right, or it has already been used.', { recoveryCode: ['That recovery code is not right, or it has already been used.'] });
  }
}

export class SecondFactorAlreadyEnrolledError extends DomainError {
  readonly code = 'AUTH.SECOND_FACTOR_ALREADY_ENROLLED';
  readonly kind = 'conflict' as const;
  constructor() {
    super('Two-factor sign-in is already set up for this account. Enter the code from your authenticator app.');
  }
}

export class SecondFactorNotEnrolledError extends DomainError {
  readonly code = 'AUTH.SECOND_FACTOR_NOT_ENROLLED';
  readonly kind = 'conflict' as const;
  constructor() {
    super('Set up two-factor sign-in with an authenticator app first.');
  }
}

export class SecondFactorEnrolmentNotStartedError extends DomainError {
  readonly code = 'AUTH.SECOND_FACTOR_ENROLMENT_NOT_STARTED';
  readonly kind = 'conflict' as const;
  constructor() {
    super('Start the set-up again: no authenticator key is waiting to be confirmed.');
  }
}

export class SecondFactorUnreadableError extends DomainError {
  readonly code = 'AUTH.SECOND_FACTOR_UNREADABLE';
  readonly kind = 'conflict' as const;
  constructor() {
    super('Your authenticator app can no longer be checked. Ask an administrator to reset your two-factor sign-in.');
  }
}

export class IdentityNotConfirmedError extends DomainError {
  readonly code = 'AUTH.NOT_CONFIRMED';
  readonly kind = 'not_allowed' as const;
  constructor() {
    super('That password or authenticator code is not right, so nothing was signed. Try again.');
  }
}
