import { type INestApplicationContext, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppConfig } from '../../config/app-config';
import { metricsPortOf } from '../../config/environment';
import { MetricsRegistry } from './metrics-registry';

/**
 * Answers `GET /metrics` in Prometheus's text format on a listener of its own (METRICS_PORT on
 * METRICS_HOST), never on the public port. Plain node:http: the worker process loads no Express.
 */
@Injectable()
export class MetricsServer implements OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server?: Server;

  constructor(private readonly registry: MetricsRegistry) {}

  /**
   * Listens on `port` (0: any free port, as the tests ask) and answers where it listens, or logs
   * a warning and answers null when it cannot.
   *
   * A port that is taken (a second process on the machine with the same METRICS_PORT, say) does not
   * stop the process: metrics only watch the shop, and a shop that cannot take orders because its
   * metrics cannot be read is worse off than one that is unwatched for a while. The warning names the
   * port, and Prometheus sees the target down (`up == 0`), which is what its alerts watch anyway.
   */
  async listen(port: number, host: string): Promise<AddressInfo | null> {
    if (this.server) return this.server.address() as AddressInfo;
    const server = createServer((request, response) => void this.answer(request, response));
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const why = code === 'EADDRINUSE' ? 'another process is already using it' : code === 'EACCES' ? 'this user may not use it' : String(error);
      this.logger.warn(`Metrics are not served: cannot listen on ${host}:${port}: ${why}. The shop carries on without them.`);
      return null;
    }
    this.server = server;
    this.registry.collectProcessMetrics();
    const address = server.address() as AddressInfo;
    this.logger.log(`Metrics on http://${host}:${address.port}/metrics`);
    return address;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: metrics are at GET /metrics\n');
      return;
    }
    try {
      const body = await this.registry.metrics();
      response.writeHead(200, { 'content-type': this.registry.contentType, 'cache-control': 'no-store' });
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch (error) {
      this.logger.error({ err: error }, 'Metrics could not be collected');
      response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics could not be collected\n');
    }
  }
}

/**
 * Serves the process's metrics as configured (METRICS_PORT, METRICS_HOST), unless turned off.
 * Called by the entry points (the API, the worker), once each, so the CLI and the tests' apps open
 * no port; the API with its in-process worker serves one registry on one port.
 */
export async function startMetricsServer(app: INestApplicationContext): Promise<void> {
  const config = app.get(AppConfig);
  const port = metricsPortOf({ METRICS_PORT: config.get('METRICS_PORT'), NODE_ENV: config.get('NODE_ENV') });
  if (port === 0) return;
  await app.get(MetricsServer).listen(port, config.get('METRICS_HOST'));
}
