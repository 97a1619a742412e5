/**
 * How an expected failure should be understood by a caller. The HTTP layer maps
 * each kind to one status; handlers never throw HTTP exceptions themselves.
 */
export type DomainErrorKind = 'invalid' | 'unauthenticated' | 'not_allowed' | 'not_found' | 'conflict' | 'rate_limited' | 'unavailable';

/**
 * An expected outcome a user can act on, with a stable code (`AUTH.INVALID_CREDENTIALS`)
 * that clients and tests can rely on, and a message fit to show to the user.
 */
export abstract class DomainError extends Error {
  abstract readonly code: string;
  abstract readonly kind: DomainErrorKind;
  /** Per-field messages, when the failure concerns particular inputs. */
  readonly fields?: Record<string, string[]>;

  constructor(message: string, fields?: Record<string, string[]>) {
    super(message);
    this.name = new.target.name;
    this.fields = fields;
  }
}

/**
 * Declares an expected failure in one line, keeping it a class of its own (so `instanceof`
 * and `throw new X()` work, and the error's name is the class's):
 *
 *   export class CustomerNotFoundError extends domainError('CUSTOMER.NOT_FOUND', 'not_found', 'We could not find that customer.') {}
 *   export class NotInReviewError extends domainError('SUBSCRIPTION.NOT_IN_REVIEW', 'conflict', (status: string) => `... this one is ${status}.`) {}
 *
 * The message is fixed, or made from the constructor's arguments. With `field`, it is also
 * that field's message, for a form to show beside the field.
 */
export function domainError<Args extends unknown[] = []>(
  code: string,
  kind: DomainErrorKind,
  message: string | ((...args: Args) => string),
  { field }: { field?: string } = {},
) {
  return class extends DomainError {
    readonly code = code;
    readonly kind = kind;
    constructor(...args: Args) {
      const text = typeof message === 'string' ? message : message(...args);
      super(text, field ? { [field]: [text] } : undefined);
    }
  };
}
