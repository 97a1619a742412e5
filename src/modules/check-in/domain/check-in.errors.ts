import { DomainError, domainError } from '../../../shared/domain/domain-error';

export const CheckInNotFoundError = domainError('CHECK_IN.NOT_FOUND', 'not_found', 'Check-in not found.');
export const CheckInClosedError = domainError('CHECK_IN.CLOSED', 'conflict', (status: string) => `This check-in is ${status}; it can no longer be changed.`);
export const NotAPrescriberError = domainError('CHECK_IN.NOT_A_PRESCRIBER', 'not_allowed', 'Only a prescriber can decide on a check-in.');
export const PauseMessageRequiredError = domainError('CHECK_IN.MESSAGE_REQUIRED', 'invalid', 'Write the message the patient gets with the pause.', { field: 'message' });

/** An answer that does not fit its question, named by the question's field so the form can put it beside it. */
export class CheckInAnswerInvalidError extends DomainError {
  readonly code = 'CHECK_IN.INVALID_ANSWER';
  readonly kind = 'invalid' as const;
  constructor(field: string, message: string) {
    super(message, { [field]: [message] });
  }
}
