import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { serverErrors } from './server-field-errors';

const FALLBACK = 'Something went wrong while updating the date. Please try again.';
const refusal = (fields: Record<string, string[]>, message = 'Please check the highlighted fields.') =>
  new ApiError(400, { statusCode: 400, error: 'VALIDATION', message, fields });

describe('one message per failure', () => {
  it("puts a field's message under the field and nothing above the form", () => {
    expect(serverErrors(refusal({ due_at: ['Please choose a date after today.'] }), ['due_at'], FALLBACK)).toEqual({
      byField: { due_at: 'Please choose a date after today.' },
      message: undefined,
    });
  });

  it('says a refusal without fields in the server words, and a failure in the form own sentence', () => {
    const conflict = new ApiError(409, { statusCode: 409, error: 'SUBSCRIPTION.CANCELLED', message: 'This subscription is cancelled.' });
    expect(serverErrors(conflict, ['due_at'], FALLBACK)).toEqual({ byField: {}, message: 'This subscription is cancelled.' });
    expect(serverErrors(new ApiError(500, { statusCode: 500, error: 'Internal', message: 'boom' }), ['due_at'], FALLBACK).message).toBe(FALLBACK);
    expect(serverErrors(new TypeError('Failed to fetch'), ['due_at'], FALLBACK).message).toBe(FALLBACK);
  });

  it('lists messages about fields the form does not have as the one message', () => {
    expect(serverErrors(refusal({ city: ['Enter your town or city.'], sub_id: ['Unknown subscription.'] }), ['city'], FALLBACK)).toEqual({
      byField: { city: 'Enter your town or city.' },
      message: 'Unknown subscription.',
    });
  });

  it('shows nothing when nothing failed', () => {
    expect(serverErrors(null, ['city'], FALLBACK)).toEqual({ byField: {}, message: undefined });
  });
});
