import type { RequestHandler } from 'express';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const TRUSTED_ID = /^[\w-]{1,64}$/;

/** Gives every request an id (the caller's X-Request-Id when sane), echoed in the response and every log line. */
export const assignRequestId: RequestHandler = (request, response, next) => {
  const id = requestIdFor(request.headers['x-request-id']);
  (request as IncomingMessage & { id?: string }).id = id;
  response.setHeader('X-Request-Id', id);
  next();
};

/** The caller's X-Request-Id if it is a sane one, else a new id. */
export function requestIdFor(given: string | string[] | undefined): string {
  return typeof given === 'string' && TRUSTED_ID.test(given) ? given : randomUUID();
}

export const requestIdOf = (request: IncomingMessage): string => (request as IncomingMessage & { id?: string }).id ?? randomUUID();
