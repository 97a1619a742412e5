import { domainError } from '../../../shared/domain/domain-error';

export class InvalidChatMessageError extends domainError('CHAT.INVALID_MESSAGE', 'invalid', (problem: string) => problem, { field: 'message' }) {}

export class ChatCustomerNotFoundError extends domainError('CHAT.CUSTOMER_NOT_FOUND', 'not_found', 'We could not find that customer.') {}

/** Too many live chat streams for one user or one address: close another tab, or wait. */
export class TooManyChatStreamsError extends domainError('CHAT.TOO_MANY_STREAMS', 'rate_limited', (holder: 'user' | 'address', limit: number) =>
  holder === 'user'
    ? `You already have ${limit} chat windows open. Close one of them, or try again in a minute.`
    : `Too many chat windows are open from your network (${limit}). Close one of them, or try again in a minute.`,
) {
  constructor(
    holder: 'user' | 'address',
    limit: number,
    readonly retryAfterSeconds: number,
  ) {
    super(holder, limit);
  }
}

/** This server holds as many live chat streams as it may: the chat still works, new messages show on reload. */
export class ChatStreamsAtCapacityError extends domainError(
  'CHAT.STREAMS_AT_CAPACITY',
  'unavailable',
  'Live chat updates are very busy right now. Your messages are safe: please try again in a minute.',
) {
  constructor(readonly retryAfterSeconds: number) {
    super();
  }
}
