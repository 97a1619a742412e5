import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { Counter, Histogram } from 'prom-client';
import type { MetricsRegistry } from './metrics-registry';
import { routeTemplateOf } from './route-template';

const LABELS = ['method', 'route', 'status_class'] as const;
type Labels = Record<(typeof LABELS)[number], string>;

/** Methods kept as they are; any other (the parser accepts about thirty) is 'OTHER', so a caller cannot mint labels. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Counts and times every request the public port answers: `shop_http_requests_total` and
 * `shop_http_request_duration_seconds`, by method, route template and status class.
 *
 * On the server's request listener rather than in Express or Nest, registered once, after
 * `serveKeptResponsesFirst`: it sees the answers kept in front of the pipeline (most storefront
 * reads), and refusals made before Nest's interceptors would run (guards' 401 and 403, body
 * parsing's 400 and 413, the not-found 404). A request whose client went away before the answer
 * was sent has status class 'aborted'.
 */
export function measureHttpRequests(server: Server, registry: MetricsRegistry): void {
  const requests = new Counter({ name: 'shop_http_requests_total', help: 'HTTP requests answered by the public port, by method, route template and status class.', labelNames: LABELS, registers: [registry] });
  const duration = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route template and status class.',
    labelNames: LABELS,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const application = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const started = process.hrtime.bigint();
    response.once('close', () => {
      const labels = labelsOf(request, response);
      requests.inc(labels);
      duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
    for (const listener of application) listener(request, response);
  });
}

function labelsOf(request: IncomingMessage, response: ServerResponse): Labels {
  const method = request.method && KNOWN_METHODS.has(request.method) ? request.method : 'OTHER';
  const status_class = response.writableFinished ? `${Math.floor(response.statusCode / 100)}xx` : 'aborted';
  return { method, route: routeTemplateOf(request) ?? 'unmatched', status_class };
}
