import type { ArgumentsHost } from '@nestjs/common';
import { domainError } from '../domain/domain-error';
import { AllExceptionsFilter, BUSY_MESSAGE } from './all-exceptions.filter';

/** What the filter wrote: status, headers and body. */
function answerTo(exception: unknown) {
  const answer = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown };
  const response = {
    headersSent: false,
    setHeader: (name: string, value: string) => void (answer.headers[name] = value),
    status: (status: number) => ((answer.status = status), response),
    json: (body: unknown) => void (answer.body = body),
  };
  const host = { switchToHttp: () => ({ getRequest: () => ({ id: 'req-1' }), getResponse: () => response }) } as unknown as ArgumentsHost;
  new AllExceptionsFilter().catch(exception, host);
  return answer;
}

/** An error shaped as pg (and MikroORM's DriverException, which keeps its code) throws it. */
const databaseError = (code: string) => Object.assign(new Error('from PostgreSQL'), { code });

describe('AllExceptionsFilter', () => {
  it.each([
    ['no connection came free (knex pool)', Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), { name: 'KnexTimeoutError' })],
    ['a row lock stayed taken past lock_timeout', databaseError('55P03')],
    ['a statement ran past statement_timeout', databaseError('57014')],
    ['a transaction was left idle too long', databaseError('25P03')],
  ])('answers 503 with Retry-After when %s, never 500', (_case, exception) => {
    const answer = answerTo(exception);
    expect(answer.status).toBe(503);
    expect(answer.headers['Retry-After']).toBe('2');
    expect(answer.body).toEqual({ statusCode: 503, error: 'SERVICE.BUSY', message: BUSY_MESSAGE, requestId: 'req-1' });
  });

  it('answers a domain refusal that passes with time with its own status, words and Retry-After', () => {
    class AtCeilingError extends domainError('TEST.AT_CEILING', 'unavailable', 'Too many open for now.') {
      readonly retryAfterSeconds = 30;
    }
    const answer = answerTo(new AtCeilingError());
    expect(answer.status).toBe(503);
    expect(answer.headers['Retry-After']).toBe('30');
    expect(answer.body).toEqual({ statusCode: 503, error: 'TEST.AT_CEILING', message: 'Too many open for now.', requestId: 'req-1' });
  });

  it('still answers any other failure 500, without Retry-After', () => {
    const answer = answerTo(databaseError('23502'));
    expect(answer.status).toBe(500);
    expect(answer.headers['Retry-After']).toBeUndefined();
  });
});
