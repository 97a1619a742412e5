/**
 * How an expected failure should be understood by a caller. The HTTP layer maps
 * each kind to one status; handlers never throw HTTP exceptions themselves.
 */
export type DomainErrorKind = 'invalid' | 'unauthenticated' | 'not_allowed' | 'not_found' | 'conflict' | 'rate_limited';

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
