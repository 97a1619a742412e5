import { createServer, type IncomingMessage, type Server } from 'node:http';

/** What a stand-in answers a request with: a status and a JSON body. */
export interface StandInAnswer {
  status: number;
  body: unknown;
}

/**
 * A local HTTP server standing in for a provider's JSON API (Onfido, Twilio), on a port of the
 * test's choosing: each stand-in says how it answers a request, this serves it.
 */
export abstract class JsonStandIn {
  private server?: Server;

  constructor(readonly port: number) {}

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      void this.handle(request).then(({ status, body }) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  protected abstract handle(request: IncomingMessage): Promise<StandInAnswer>;
}
