import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { map, type Observable } from 'rxjs';
import { etagMatches } from './etag';
import { keepResponse } from './kept-responses';
import { PublicReadCache } from './public-read-cache';

/**
 * For a visitor without cookies: a CDN or proxy may keep the read 30 s and serve it up to
 * 5 minutes stale while it revalidates (docs/operations.md, "Caching of public reads").
 */
export const SHARED_READ_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';
/** A request with a cookie may get a rolled session cookie back: only the visitor's own browser may keep that, and revalidates each time. */
export const PRIVATE_READ_CACHE_CONTROL = 'private, no-cache';

/** Express's response: Node's, with its helpers. */
interface HeaderWriter extends ServerResponse {
  header(name: string, value: string): unknown;
  status(code: number): unknown;
}

/**
 * Sends a public read (the same JSON for everyone) from its serialised copy, with an ETag
 * of that JSON: `If-None-Match` with the current ETag gets 304 and no body. The answer to a
 * visitor without cookies is kept to be sent again ahead of the pipeline (kept-responses.ts).
 */
@Injectable()
export class PublicReadInterceptor implements NestInterceptor {
  constructor(private readonly cache: PublicReadCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<IncomingMessage>();
    const response = context.switchToHttp().getResponse<HeaderWriter>();
    const epoch = this.cache.epoch;
    return next.handle().pipe(
      map((value: object) => {
        const { json, etag } = this.cache.serialise(value);
        response.header('ETag', etag);
        response.header('Cache-Control', request.headers.cookie ? PRIVATE_READ_CACHE_CONTROL : SHARED_READ_CACHE_CONTROL);
        response.header('Content-Type', 'application/json; charset=utf-8');
        keepResponse(this.cache, request, response, json, { url: originalUrlOf(request), epoch, etag });
        if (etagMatches(request.headers['if-none-match'], etag)) {
          response.status(304);
          return '';
        }
        return json;
      }),
    );
  }
}

const originalUrlOf = (request: IncomingMessage & { originalUrl?: string }) => request.originalUrl ?? request.url ?? '';
