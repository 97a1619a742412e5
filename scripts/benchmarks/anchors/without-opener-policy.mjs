/**
 * The storefront's anchor (not a test): the shop's own responses, passed through byte for byte
 * (still compressed, every other header kept) but without `Cross-Origin-Opener-Policy`. It shows
 * what that one header costs a Lighthouse run, which starts from a blank page in the same tab:
 * with the header, Chrome draws the page in a new renderer process; without it, in the blank
 * page's warm one. `storefront.mjs --anchor` runs it in turn with the shop. Usage:
 *   node scripts/benchmarks/anchors/without-opener-policy.mjs --target http://localhost:3000 --port 3390
 * Prints "listening" once it takes requests.
 */
import http from 'node:http';

const args = process.argv.slice(2);
const option = (name) => args[args.indexOf(`--${name}`) + 1];
const target = new URL(option('target'));

http
  .createServer((request, response) => {
    const upstream = http.request({ host: target.hostname, port: target.port, path: request.url, method: request.method, headers: { ...request.headers, host: target.host } }, (answer) => {
      const { 'cross-origin-opener-policy': _dropped, ...headers } = answer.headers;
      response.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  })
  .listen(Number(option('port')), () => console.log('listening'));
