import { domainError } from '../../../../shared/domain/domain-error';

export class InvalidMobileNumberError extends domainError('SMS.INVALID_PHONE', 'invalid', (problem: string) => problem, { field: 'phone' }) {}

export class NoMobileNumberError extends domainError(
  'SMS.NO_PHONE',
  'invalid',
  'We do not have a mobile number for you yet: please enter the number texts should go to.',
  { field: 'phone' },
) {}

export class SmsWebhookSignatureError extends domainError('SMS.BAD_SIGNATURE', 'not_allowed', 'The text message webhook signature does not match.') {}
