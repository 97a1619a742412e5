import type { ErrorRequestHandler, Express } from 'express';
import express from 'express';

const BODY_LIMIT = '100kb';

export interface RequestWithRawBody {
  rawBody?: Buffer;
}

const PARSE_FAILURES: Record<string, { statusCode: number; error: string; message: string }> = {
  'entity.parse.failed': { statusCode: 400, error: 'REQUEST.MALFORMED_JSON', message: 'The request body is not valid JSON.' },
  'entity.too.large': { statusCode: 413, error: 'REQUEST.TOO_LARGE', message: `The request body is larger than ${BODY_LIMIT}.` },
  'encoding.unsupported': { statusCode: 415, error: 'REQUEST.UNSUPPORTED_MEDIA_TYPE', message: 'The request body encoding is not supported.' },
  'charset.unsupported': { statusCode: 415, error: 'REQUEST.UNSUPPORTED_MEDIA_TYPE', message: 'The request body must be encoded as UTF-8.' },
};

/** Any other body the parser could not read: bytes that are not the gzip, br or deflate their Content-Encoding says, a body cut short. */
const UNREADABLE_BODY = {
  statusCode: 400,
  error: 'REQUEST.UNREADABLE_BODY',
  message: 'The request body could not be read: it does not match its Content-Encoding or Content-Length.',
};

/**
 * Body parsing with its failures answered in the shop's error shape. Nest's own
 * parser is turned off (`bodyParser: false`) so that this runs instead: a parse
 * error happens before any route, where Nest's exception filters cannot see it.
 */
export function installBodyParsing(app: Express): void {
  app.use(
    express.json({
      limit: BODY_LIMIT,
      verify: (request, _response, body, charset) => {
        // JSON is UTF-8 (RFC 8259 §8.1); body-parser by itself would also decode UTF-16 and UTF-32.
        if (charset.toLowerCase() !== 'utf-8') throw Object.assign(new Error(`Unsupported charset ${charset}`), { type: 'charset.unsupported' });
        // Webhook signatures are over the exact bytes sent, so those routes keep them.
        if (request.url?.startsWith('/webhooks/')) (request as RequestWithRawBody).rawBody = body;
      },
    }),
  );
  app.use(express.urlencoded({ extended: false, limit: BODY_LIMIT }));
  const answerParseFailure: ErrorRequestHandler = (error, request, response, next) => {
    const { type, status } = error as { type?: string; status?: number };
    const failure = PARSE_FAILURES[type ?? ''] ?? (status === 400 ? UNREADABLE_BODY : undefined);
    if (!failure) return next(error);
    response.status(failure.statusCode).json({ ...failure, requestId: (request as { id?: string }).id });
  };
  app.use(answerParseFailure);
}
