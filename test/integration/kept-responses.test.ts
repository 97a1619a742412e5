import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Express } from 'express';
import request from 'supertest';
import { PublicReadCache } from '../../src/shared/public-reads/public-read-cache';
import type { PageRenderer } from '../../src/web/web-assets';
import { createTestApp } from '../support/test-app';

/**
 * The kept answers in front of the pipeline (ADR 0013): a public read or drawn page answered to
 * a visitor without cookies is sent again to the next such visitor before Express and Nest run.
 * What a visitor gets must be exactly what the pipeline sends: the same headers but the request
 * id, the same body, compressed the same way, 304 to its ETag; a page with a nonce of its own in
 * its policy and its script; nothing kept for a visitor with cookies, or for a page not found.
 */
const INDEX_HTML = '<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" /><title>x</title></head><body><div id="root"></div></body></html>';
/** Draws the product's price and a script carrying the response's nonce, as the real renderer does. */
const renderPage: PageRenderer = async ({ url, shell, loadData, nonce }) => {
  const treatment = JSON.parse((await loadData(`/catalogue/treatments/${url.split('/').pop()}`)).json) as { price: string };
  const drawn = `<p class="drawn">${treatment.price}</p><script nonce="${nonce}">window.state=1</script>${'<p>Filler to compress.</p>'.repeat(60)}`;
  return { status: 200, html: shell.replace('<div id="root"></div>', `<div id="root">${drawn}</div>`) };
};

let app: NestExpressApplication;
let cache: PublicReadCache;
/** Requests that reached Express, counted around its handler. */
let reachedPipeline = 0;

beforeAll(async () => {
  app = await createTestApp({ renderIndexHtml: async () => INDEX_HTML, renderPage });
  cache = app.get(PublicReadCache);
  const express = app.getHttpAdapter().getInstance() as Express & { handle: (...args: unknown[]) => unknown };
  const handle = express.handle.bind(express);
  express.handle = (...args: unknown[]) => {
    reachedPipeline += 1;
    return handle(...args);
  };
});
afterAll(async () => {
  await app.close();
});

type Ask = () => request.Test;
const raw = (ask: Ask) =>
  ask()
    .buffer(true)
    .parse((response, callback) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => callback(null, Buffer.concat(chunks)));
    });

/**
 * Asks twice in a row: the first answer comes from the pipeline, the second from the kept copy.
 * Other suites edit public data while this one runs (a price, a responsible pharmacist signing
 * in), which rightly drops every kept answer: a pair the public data changed under is asked again.
 */
async function pipelineThenKept(ask: Ask): Promise<{ fromPipeline: request.Response; kept: request.Response }> {
  for (;;) {
    const epoch = cache.epoch;
    const before = reachedPipeline;
    const fromPipeline = await raw(ask);
    const between = reachedPipeline;
    const kept = await raw(ask);
    if (cache.epoch !== epoch) continue;
    expect(between - before).toBe(1);
    expect(reachedPipeline).toBe(between);
    return { fromPipeline, kept };
  }
}

/** A response's headers but those of this response alone: its id, its date, and its framing (a compressed stream is chunked, a kept one has its length). */
const withoutOwnHeaders = (headers: Record<string, string>) => {
  const { 'x-request-id': _id, date: _date, 'content-length': _length, 'transfer-encoding': _chunked, ...rest } = headers;
  return rest;
};

it('sends a kept read with the headers, body and ETag the pipeline sent, and 304 to that ETag', async () => {
  const { fromPipeline, kept } = await pipelineThenKept(() => request(app.getHttpServer()).get('/catalogue/treatments/acne').set('X-Request-Id', 'visitor-42'));
  expect(fromPipeline.status).toBe(200);
  expect(kept.status).toBe(200);
  expect(withoutOwnHeaders(kept.headers)).toEqual(withoutOwnHeaders(fromPipeline.headers));
  expect(kept.headers).toMatchObject({ 'x-request-id': 'visitor-42', 'cache-control': 'public, max-age=30, stale-while-revalidate=300', 'content-type': 'application/json; charset=utf-8' });
  expect((kept.body as Buffer).equals(fromPipeline.body as Buffer)).toBe(true);
  expect(JSON.parse((kept.body as Buffer).toString()).slug).toBe('acne');

  const again = await request(app.getHttpServer()).get('/catalogue/treatments/acne').set('If-None-Match', kept.headers.etag).expect(304);
  expect(again.text).toBe('');
  expect(again.headers.etag).toBe(kept.headers.etag);
  const head = await request(app.getHttpServer()).head('/catalogue/treatments/acne').expect(200);
  expect(head.headers['content-length']).toBe(String((kept.body as Buffer).length));
});

it('compresses a kept read as the pipeline does, for brotli and gzip', async () => {
  // supertest decompresses what it is sent: the body compared is what the browser reads.
  for (const [path, encoding] of [
    ['/catalogue/shop', 'br'],
    ['/catalogue/ingredients', 'gzip'],
  ] as const) {
    const { fromPipeline, kept } = await pipelineThenKept(() => request(app.getHttpServer()).get(path).set('Accept-Encoding', `${encoding}, identity`));
    expect([path, kept.headers['content-encoding'], kept.headers.vary]).toEqual([path, encoding, 'Accept-Encoding']);
    expect(withoutOwnHeaders(kept.headers)).toEqual(withoutOwnHeaders(fromPipeline.headers));
    expect((kept.body as Buffer).toString()).toBe((fromPipeline.body as Buffer).toString());
    expect(JSON.parse((kept.body as Buffer).toString())).toBeTruthy();
  }
});

it('sends a kept page with a nonce of its own, in its policy and its script, and only to a request for HTML', async () => {
  const page = () => request(app.getHttpServer()).get('/shop/acne').set('Accept', 'text/html').set('Accept-Encoding', 'br');
  const { fromPipeline, kept } = await pipelineThenKept(page);
  const nonceIn = (response: request.Response) => {
    expect(response.headers['content-encoding']).toBe('br');
    const html = (response.body as Buffer).toString();
    const nonce = /<script nonce="([^"]+)">/.exec(html)![1];
    expect(response.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    return { html, nonce };
  };
  const [first, second] = [nonceIn(fromPipeline), nonceIn(kept)];
  expect(second.nonce).not.toBe(first.nonce);
  expect(second.html.replaceAll(second.nonce, 'n')).toBe(first.html.replaceAll(first.nonce, 'n'));
  expect(second.html).toMatch(/<p class="drawn">£\d+\.\d\d<\/p>/);
  // The nonce stands in the policy twice (scripts and styles). Express's ETag of a drawn page is
  // of a body whose nonce differs on every response, so it can never match: the kept page has none.
  const policy = (response: request.Response, nonce: string) => response.headers['content-security-policy'].replaceAll(nonce, 'n');
  const { etag: pipelineEtag, ...pipelineHeaders } = withoutOwnHeaders(fromPipeline.headers);
  expect(pipelineEtag).toMatch(/^W\//);
  expect({ ...withoutOwnHeaders(kept.headers), 'content-security-policy': policy(kept, second.nonce) }).toEqual({
    ...pipelineHeaders,
    'content-security-policy': policy(fromPipeline, first.nonce),
  });
  expect(kept.headers['cache-control']).toBe('no-cache');

  // Uncompressed, the kept page is written in pieces around its nonce: the length must still be exact.
  const plain = await raw(() => request(app.getHttpServer()).get('/shop/acne').set('Accept', 'text/html').set('Accept-Encoding', 'identity'));
  const plainHtml = (plain.body as Buffer).toString();
  const plainNonce = /<script nonce="([^"]+)">/.exec(plainHtml)![1];
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.headers['content-length']).toBe(String((plain.body as Buffer).length));
  expect(plain.headers['content-security-policy']).toContain(`'nonce-${plainNonce}'`);
  expect(plainHtml.replaceAll(plainNonce, 'n')).toBe(first.html.replaceAll(first.nonce, 'n'));

  // An API client asking for the same address gets the API's 404, as from the pipeline.
  const before = reachedPipeline;
  await request(app.getHttpServer()).get('/shop/acne').set('Accept', 'application/json').expect(404);
  expect(reachedPipeline).toBe(before + 1);
});

it('keeps nothing for a visitor with cookies, and no page that is not found', async () => {
  let before = reachedPipeline;
  for (let i = 0; i < 2; i += 1) {
    const response = await request(app.getHttpServer()).get('/content/faqs').set('Cookie', 'consent=yes').expect(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  }
  expect(reachedPipeline).toBe(before + 2);

  before = reachedPipeline;
  for (let i = 0; i < 2; i += 1) await request(app.getHttpServer()).get('/shop/no-such-formula').set('Accept', 'text/html').expect(404);
  expect(reachedPipeline).toBe(before + 2);
});
