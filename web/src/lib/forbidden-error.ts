/** Thrown by route guards when a signed-in user lacks the role a page needs. */
export class ForbiddenError extends Error {
  constructor() {
    super('You do not have access to this page');
    this.name = 'ForbiddenError';
  }
}
