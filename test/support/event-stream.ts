import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ShopUnderTest } from './shop-under-test';
import { type Agent, randomClientAddress } from './test-app';

export interface ServerSentEvent {
  type: string;
  data: unknown;
}

export interface EventStream {
  response: IncomingMessage;
  /** Resolves with the first event (already received or still to come) that matches. */
  next: (type: string, matches?: (data: unknown) => boolean, timeoutMs?: number) => Promise<ServerSentEvent>;
  close: () => void;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** The error body of a stream the server refused. */
  refusal: () => Promise<{ statusCode: number; error: string; message: string }>;
}

/** The shop's origin: an in-process app's HTTP server listening on a free port (supertest does this for each call; a stream needs it to stay). */
async function origin(shop: ShopUnderTest): Promise<string> {
  if (typeof shop === 'string') return shop;
  const server = shop.getHttpServer();
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The session cookie a supertest agent holds, to send from a plain HTTP client as a browser's EventSource would. */
export function cookieOf(agent: Agent): string {
  const jar = (agent as unknown as { jar: { getCookies: (access: object) => { toValueString: () => string }[] } }).jar;
  return jar
    .getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false })
    .map((cookie) => cookie.toValueString())
    .join('; ');
}

/**
 * Opens a server-sent event stream the way a browser does (Accept: text/event-stream,
 * and gzip accepted, so a buffering compression middleware would show up as silence)
 * and parses the events as they arrive. It comes from `clientAddress` (by default one of its
 * own, so the per-address limit on streams meets only this test's). A refused stream's answer
 * (a 429, say) is in `response`, and its JSON in `refusal()`.
 */
export async function openEventStream(shop: ShopUnderTest, path: string, cookie: string, clientAddress = randomClientAddress()): Promise<EventStream> {
  const url = `${await origin(shop)}${path}`;
  const received: ServerSentEvent[] = [];
  const waiters: (() => void)[] = [];
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const headers = { Accept: 'text/event-stream', 'Accept-Encoding': 'gzip, deflate, br', Cookie: cookie, 'X-Forwarded-For': clientAddress };
    const req = httpRequest(url, { headers }, resolve);
    req.on('error', reject);
    req.end();
  });
  let buffer = '';
  let whole = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    whole += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const type = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (type) received.push({ type, data: data ? JSON.parse(data) : undefined });
    }
    waiters.splice(0).forEach((wake) => wake());
  });
  response.on('error', () => undefined);
  const ended = new Promise<void>((resolve) => response.on('end', resolve));

  const next = async (type: string, matches: (data: unknown) => boolean = () => true, timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = received.find((event) => event.type === type && matches(event.data));
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No '${type}' event within ${timeoutMs} ms; received ${JSON.stringify(received)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };
  const refusal = async () => {
    await ended;
    return JSON.parse(whole) as { statusCode: number; error: string; message: string };
  };
  return { response, next, close: () => response.destroy(), ended, refusal };
}
