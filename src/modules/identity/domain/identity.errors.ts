import { domainError } from '../../../shared/domain/domain-error';

export class InvalidCredentialsError extends domainError('AUTH.INVALID_CREDENTIALS', 'unauthenticated', 'Incorrect email or password.') {}

export class EmailNotVerifiedError extends domainError('AUTH.EMAIL_NOT_VERIFIED', 'not_allowed', 'Please confirm your email address first: enter the 6-digit code we sent you, or ask for a new one.') {}

export class EmailAlreadyRegisteredError extends domainError('AUTH.EMAIL_TAKEN', 'conflict', (email: string) => `The email ${email} is already in use.`, { field: 'email' }) {}

export class PasswordsDoNotMatchError extends domainError('AUTH.PASSWORD_MISMATCH', 'invalid', 'The passwords do not match.', { field: 'password_confirmation' }) {}

export class WeakPasswordError extends domainError('AUTH.WEAK_PASSWORD', 'invalid', (problem: string) => problem, { field: 'password' }) {}

export class InvalidVerificationCodeError extends domainError('AUTH.INVALID_CODE', 'invalid', 'Invalid code, try again.', { field: 'code' }) {}

export class VerificationCodeExpiredError extends domainError('AUTH.CODE_EXPIRED', 'invalid', 'This code has expired or been tried too many times. Press "Resend code" for a new one.', { field: 'code' }) {}

export class RegistrationNotInProgressError extends domainError('AUTH.NO_REGISTRATION', 'not_allowed', 'Start your registration again: we could not find it in this browser session.') {}

export class RegistrationAgeError extends domainError('AUTH.AGE_NOT_ALLOWED', 'invalid', (message: string) => message, { field: 'birth_date' }) {}

export class AddressNotFoundError extends domainError('CUSTOMER.ADDRESS_NOT_FOUND', 'not_found', 'We could not find that address.') {}

export class CustomerNotFoundError extends domainError('CUSTOMER.NOT_FOUND', 'not_found', 'We could not find that customer.') {}

export class AccountNotFoundError extends domainError('AUTH.ACCOUNT_NOT_FOUND', 'not_found', 'No account has that email.') {}

export class SecondFactorWrongCodeError extends domainError('AUTH.SECOND_FACTOR_WRONG_CODE', 'invalid', 'That code is not right. Check your authenticator app and try again.', { field: 'code' }) {}

export class SecondFactorCodeUsedError extends domainError('AUTH.SECOND_FACTOR_CODE_USED', 'invalid', 'That code has already been used. Wait for the next code in your authenticator app.', { field: 'code' }) {}

export class RecoveryCodeWrongError extends domainError('AUTH.RECOVERY_CODE_WRONG', 'invalid', 'That recovery code is not right, or it has already been used.', { field: 'recoveryCode' }) {}

export class SecondFactorAlreadyEnrolledError extends domainError('AUTH.SECOND_FACTOR_ALREADY_ENROLLED', 'conflict', 'Two-factor sign-in is already set up for this account. Enter the code from your authenticator app.') {}

export class SecondFactorNotEnrolledError extends domainError('AUTH.SECOND_FACTOR_NOT_ENROLLED', 'conflict', 'Set up two-factor sign-in with an authenticator app first.') {}

export class SecondFactorEnrolmentNotStartedError extends domainError('AUTH.SECOND_FACTOR_ENROLMENT_NOT_STARTED', 'conflict', 'Start the set-up again: no authenticator key is waiting to be confirmed.') {}

export class SecondFactorUnreadableError extends domainError('AUTH.SECOND_FACTOR_UNREADABLE', 'conflict', 'Your authenticator app can no longer be checked. Ask an administrator to reset your two-factor sign-in.') {}

export class IdentityNotConfirmedError extends domainError('AUTH.NOT_CONFIRMED', 'not_allowed', 'That password or authenticator code is not right, so nothing was signed. Try again.') {}
