import { DomainError } from '../../../shared/domain/domain-error';

export class InvalidChatMessageError extends DomainError {
  readonly code = 'CHAT.INVALID_MESSAGE';
  readonly kind = 'invalid' as const;
  constructor(problem: string) {
    super(problem, { message: [problem] });
  }
}

export class ChatCustomerNotFoundError extends DomainError {
  readonly code = 'CHAT.CUSTOMER_NOT_FOUND';
  readonly kind = 'not_found' as const;
  constructor() {
    super('We could not find that customer.');
  }
}
