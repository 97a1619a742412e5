import type { Params } from 'nestjs-pino';
import { requestIdOf } from './request-id';

/** Structured JSON logs; every line of a request carries its id, and secrets never reach a log. */
export function requestLogging(level: string): Params {
  return {
    pinoHttp: {
      level,
      genReqId: requestIdOf,
      redact: {
        paths: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
      customLogLevel: (_request, response, error) => (error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info'),
      autoLogging: { ignore: (request) => request.url?.startsWith('/health') ?? false },
    },
  };
}
