import { domainError } from '../../../shared/domain/domain-error';

export class InvalidChatMessageError extends domainError('CHAT.INVALID_MESSAGE', 'invalid', (problem: string) => problem, { field: 'message' }) {}

export class ChatCustomerNotFoundError extends domainError('CHAT.CUSTOMER_NOT_FOUND', 'not_found', 'We could not find that customer.') {}
