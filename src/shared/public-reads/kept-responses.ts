import Negotiator from 'negotiator';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, Server, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';
import type { Logger } from 'pino';
import { requestIdFor } from '../logging/request-id';
import { markRouteTemplate, routeTemplateOf } from '../metrics/route-template';
import { etagMatches } from './etag';
import type { PublicReadCache } from './public-read-cache';

/**
 * A public read or drawn page as the whole pipeline answered a visitor without cookies, kept
 * with the public reads (same version, same limits) so the next such visitor is answered before
 * Express, Nest and their middleware run: a cache in front of the application, as a reverse
 * proxy's would be, in every replica (ADR 0013).
 */
interface KeptResponse {
  /** The pipeline's headers (security headers, caching, type), without those that belong to one response. */
  headers: OutgoingHttpHeaders;
  /**
   * The body, encoded once. A drawn page's is cut where its nonce stands (in its scripts and
   * styles): each answer gets a nonce of its own written between the pieces, and in its content
   * security policy where `noncePlaceholder` stands. Rewriting a 65 KB page as a string cost
   * about 3 ms a response; writing the pieces costs nothing.
   */
  bodyPieces: Buffer[];
  etag?: string;
  /** Only for a drawn page, which answers only a request that prefers HTML (as the history fallback decides). */
  noncePlaceholder?: string;
  /** The body compressed, worked out on first request (only bodies without a nonce, which never change). */
  compressed: Partial<Record<Encoding, Buffer>>;
  /** The route that answered it (`/catalogue/treatments/:slug`), for the request metrics of the answers given from here. */
  route?: string;
}

type Encoding = 'br' | 'gzip';

/** Headers of one response, never of a kept copy. */
const OWN_HEADERS = ['x-request-id', 'content-length', 'content-encoding', 'date', 'connection', 'keep-alive', 'transfer-encoding'];

/** As the compression middleware (shared/http-app.ts) chooses and compresses, so a kept answer is the same bytes' encoding. */
const ENCODINGS = ['br', 'gzip', 'identity'];
const PREFERRED_ENCODINGS = ['br', 'gzip'];
const COMPRESSION_THRESHOLD = 1024;
const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } };
const compressNow = { br: (body: Buffer) => brotliCompressSync(body, BROTLI_OPTIONS), gzip: (body: Buffer) => gzipSync(body) };
const [brotliOffThread, gzipOffThread] = [promisify(brotliCompress), promisify(gzip)];
const compressOffThread = { br: (body: Buffer) => brotliOffThread(body, BROTLI_OPTIONS), gzip: (body: Buffer) => gzipOffThread(body) };

const keyOf = (url: string) => `response:${url}`;

export interface KeepOptions {
  /** The request's URL as it arrived (Express's `originalUrl`), query string included. */
  url: string;
  /** `PublicReadCache.epoch` when the request began: an answer worked out across a change is not kept. */
  epoch: number;
  etag?: string;
  /** A drawn page's nonce, and the placeholder the kept page holds in its place. */
  nonce?: { value: string; placeholder: string };
}

/**
 * Keeps what the pipeline is about to send, if it is the same for every visitor: a GET without
 * cookies answered 200 that starts no session.
 */
export function keepResponse(cache: PublicReadCache, request: IncomingMessage, response: ServerResponse, body: string, options: KeepOptions): void {
  if (request.method !== 'GET' || request.headers.cookie !== undefined || response.statusCode !== 200 || response.hasHeader('set-cookie')) return;
  let headers: OutgoingHttpHeaders = { ...response.getHeaders(), vary: 'Accept-Encoding' };
  for (const name of OWN_HEADERS) delete headers[name];
  const { nonce } = options;
  if (nonce) headers = withNonce(headers, nonce.value, nonce.placeholder);
  const bodyPieces = (nonce ? body.split(nonce.placeholder) : [body]).map((piece) => Buffer.from(piece));
  const kept: KeptResponse = { headers, bodyPieces, etag: options.etag, noncePlaceholder: nonce?.placeholder, compressed: {}, route: routeTemplateOf(request) };
  cache.keep(keyOf(options.url), kept, options.epoch);
}

/**
 * Puts the kept answers in front of the application's own request listener: a GET or HEAD without
 * cookies for an address answered and kept under the current public data version is answered
 * from memory, with its request id and one line in the request log (pino-http's logger, made as
 * the application starts: hence asked for each time); anything else goes on as before.
 */
export function serveKeptResponsesFirst(server: Server, cache: PublicReadCache, requestLog: () => Logger): void {
  const application = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (answeredFromKept(cache, requestLog(), request, response)) return;
    for (const listener of application) listener(request, response);
  });
}

function answeredFromKept(cache: PublicReadCache, log: Logger, request: IncomingMessage, response: ServerResponse): boolean {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || request.headers.cookie !== undefined) return false;
  const kept = cache.peek<KeptResponse>(keyOf(request.url ?? ''));
  if (!kept) return false;
  const negotiator = new Negotiator(request);
  if (kept.noncePlaceholder && negotiator.mediaType(['application/json', 'text/html']) !== 'text/html') return false;
  const encoding = encodingFor(negotiator);
  if (!encoding) return false; // nothing acceptable: the pipeline answers as it does

  const started = performance.now();
  markRouteTemplate(request, kept.route);
  (request as IncomingMessage & { id?: string }).id = requestIdFor(request.headers['x-request-id']);
  response.setHeader('x-request-id', (request as IncomingMessage & { id: string }).id);
  const finished = () => log.info({ req: request, res: response, responseTime: Math.round(performance.now() - started) }, 'request completed');

  if (kept.etag && etagMatches(request.headers['if-none-match'], kept.etag)) {
    response.writeHead(304, kept.headers).end();
    finished();
    return true;
  }
  const nonce = kept.noncePlaceholder ? randomBytes(16).toString('base64') : undefined;
  const headers = nonce ? withNonce(kept.headers, kept.noncePlaceholder!, nonce) : kept.headers;
  const pieces = nonce ? withNonceBetween(kept.bodyPieces, Buffer.from(nonce)) : kept.bodyPieces;
  const send = (bytes: Buffer[], contentEncoding?: Encoding) => {
    if (contentEncoding) response.setHeader('content-encoding', contentEncoding);
    response.setHeader('content-length', bytes.reduce((length, piece) => length + piece.length, 0));
    response.writeHead(200, headers);
    if (request.method !== 'HEAD') for (const piece of bytes) response.write(piece);
    response.end();
    finished();
  };

  const length = pieces.reduce((sum, piece) => sum + piece.length, 0);
  if (encoding === 'identity' || request.method === 'HEAD' || length < COMPRESSION_THRESHOLD) send(pieces);
  else if (!nonce) send([(kept.compressed[encoding] ??= compressNow[encoding](pieces[0]!))], encoding);
  // A page with its own nonce is compressed afresh, on libuv's threads rather than this one.
  else compressOffThread[encoding](Buffer.concat(pieces)).then((bytes) => send([bytes], encoding), () => send(pieces));
  return true;
}

/** negotiator 1.x breaks ties by the server's preference (`{ preferred }`), as compression does; its published types predate the option. */
function encodingFor(negotiator: Negotiator): Encoding | 'identity' | undefined {
  const encoding = negotiator.encoding as unknown as (available: string[], options: { preferred: string[] }) => Encoding | 'identity' | undefined;
  return encoding.call(negotiator, ENCODINGS, { preferred: PREFERRED_ENCODINGS });
}

/** The headers with one nonce (or its placeholder) written in place of the other, both ways: keeping and answering. */
function withNonce(headers: OutgoingHttpHeaders, placeholder: string, nonce: string): OutgoingHttpHeaders {
  const written: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) written[name] = typeof value === 'string' ? value.replaceAll(placeholder, nonce) : value;
  return written;
}

function withNonceBetween(pieces: Buffer[], nonce: Buffer): Buffer[] {
  return pieces.flatMap((piece, index) => (index === 0 ? [piece] : [nonce, piece]));
}
