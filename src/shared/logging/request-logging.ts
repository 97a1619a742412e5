import type { Params } from 'nestjs-pino';
import { requestIdOf } from './request-id';

/** Structured JSON logs; every line of a request carries its id, and secrets never reach a log. */
export function requestLogging(level: string): Params {
  return {
    pinoHttp: {
      level,
      genReqId: requestIdOf,
      // The line a request ends with says what was asked and how it went; its headers are not
      // copied into every line (which cost more than the rest of a catalogue read and could only
      // carry more personal data).
      serializers: {
        req: (request: { id: unknown; method: string; url: string }) => ({ id: request.id, method: request.method, url: request.url }),
        res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
      },
      redact: {
        paths: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
      customLogLevel: (_request, response, error) => (error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info'),
      // Health checks come every few seconds from the orchestrator: logging each would drown the rest.
      autoLogging: { ignore: (request) => request.url?.startsWith('/health') ?? false },
    },
  };
}
