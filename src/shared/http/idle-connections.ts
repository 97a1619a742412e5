import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open. Node closes one after 5 s; a load balancer
 * or reverse proxy in front (60 s idle by default for the common ones) or a client's connection
 * pool can send the next request on it just as it closes, and that request fails with a reset
 * (the e2e suite met it: a request context idle through another customer's checkout). Holding
 * connections longer than the proxies do leaves the closing to them.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export function keepIdleConnectionsOpen(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node requires the headers timeout to outlast the keep-alive timeout, or an idle connection's next request can be cut off.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}
