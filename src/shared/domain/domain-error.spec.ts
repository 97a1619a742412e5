import { DomainError, domainError } from './domain-error';

class ThingNotFoundError extends domainError('THING.NOT_FOUND', 'not_found', 'We could not find that thing.') {}
class ThingTakenError extends domainError('THING.TAKEN', 'conflict', (name: string) => `The name ${name} is taken.`, { field: 'name' }) {}

describe('domainError', () => {
  it('makes a class of its own, named as declared, with its code, kind and message', () => {
    const error = new ThingNotFoundError();
    expect(error).toBeInstanceOf(ThingNotFoundError);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).not.toBeInstanceOf(ThingTakenError);
    expect({ name: error.name, code: error.code, kind: error.kind, message: error.message, fields: error.fields }).toEqual({
      name: 'ThingNotFoundError',
      code: 'THING.NOT_FOUND',
      kind: 'not_found',
      message: 'We could not find that thing.',
      fields: undefined,
    });
  });

  it('writes the message from the arguments, and under the field when one is named', () => {
    const error = new ThingTakenError('Ada');
    expect(error.message).toBe('The name Ada is taken.');
    expect(error.fields).toEqual({ name: ['The name Ada is taken.'] });
  });
});
