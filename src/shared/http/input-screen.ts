import type { RequestHandler } from 'express';
import { DomainError } from '../domain/domain-error';
import { RequestValidationError } from './request-validation';

/**
 * How deep a request body may nest. The deepest form the shop takes nests 3 levels; 32
 * leaves room to grow while keeping the validators' recursion (class-transformer walks
 * a body recursively) far from the stack limit that 2,000 levels reached.
 */
export const MAX_BODY_DEPTH = 32;

export class RequestTooDeepError extends DomainError {
  readonly code = 'REQUEST.TOO_DEEP';
  readonly kind = 'invalid' as const;
}

export const NUL_MESSAGE = 'This contains a NUL character, which is not allowed.';
export const LONE_SURROGATE_MESSAGE = 'This contains an unpaired UTF-16 surrogate, which is not valid text.';

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What no text field may hold, whatever the route: a NUL byte (PostgreSQL refuses it in
 * text, so it became a 500) and an unpaired surrogate (not text at all: it cannot be
 * encoded as UTF-8, and validator's isEmail threw on it). Refused rather than stripped,
 * so what is stored is exactly what was sent.
 */
function problemWithText(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return LONE_SURROGATE_MESSAGE;
  return undefined;
}

/**
 * The first problem in a parsed body or query: nesting deeper than MAX_BODY_DEPTH, or
 * bad text in any key or string, named by its path (`address.city`, `items.0`) as the
 * validation errors name fields. Walked with a stack, not recursion, so depth itself
 * cannot overflow it.
 */
export function findInputProblem(input: unknown, rootPath = ''): DomainError | undefined {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: input, path: rootPath, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path, depth } = next;
    if (typeof value === 'string') {
      const problem = problemWithText(value);
      if (problem) return new RequestValidationError(problem, { [path || 'body']: [problem] });
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth + 1 > MAX_BODY_DEPTH) return new RequestTooDeepError(`The request body is nested more than ${MAX_BODY_DEPTH} levels deep.`);
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      const problem = problemWithText(key);
      if (problem) return new RequestValidationError(problem, { [childPath]: [problem] });
      pending.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * The edge rule for all text, before any route: the parsed body, the query string and
 * the path. A failure goes to the one exception filter, like any other 400.
 */
export const screenRequestInput: RequestHandler = (request, _response, next) => {
  next(findInputProblem(request.body) ?? findInputProblem(request.query) ?? problemInPath(request.path));
};

/** The path as the routes will see it, decoded; a malformed escape is left for the router to refuse. */
function problemInPath(path: string): DomainError | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  return findInputProblem(decoded, 'path');
}
