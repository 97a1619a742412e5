import type { IncomingMessage } from 'node:http';

/** What a request's route was, for a request answered without Express (a kept response, ADR 0013). */
const KEPT_ROUTE = Symbol('keptRoute');

type RoutedRequest = IncomingMessage & { route?: { path?: unknown; methods?: Record<string, boolean> }; baseUrl?: string; [KEPT_ROUTE]?: string };

/**
 * The route a request matched, as declared (`/v2/admin/data/subscription/:id`), never its path:
 * a metric label must not carry ids or emails. Express sets `req.route` on the request it
 * dispatched to a route (Nest's routes included), joined here with the base of a mounted router
 * (the queue board). Undefined when no route matched: a static file, a 404, a body refused
 * before routing.
 */
export function routeTemplateOf(request: IncomingMessage): string | undefined {
  const routed = request as RoutedRequest;
  if (routed[KEPT_ROUTE]) return routed[KEPT_ROUTE];
  const route = routed.route;
  // Nest binds module middleware (the request log, MikroORM's request context) as routes for every
  // method ('/{*all}'), which Express puts on `req.route` too. A controller's route answers one method
  // (no controller here declares @All), so a route for several is middleware the request passed
  // through, not the route that answered it.
  if (typeof route?.path !== 'string' || Object.keys(route.methods ?? {}).length !== 1) return undefined;
  return `${routed.baseUrl ?? ''}${route.path}`;
}

/** Marks a request answered outside Express with the route of the answer it was given. */
export function markRouteTemplate(request: IncomingMessage, template: string | undefined): void {
  if (template) (request as RoutedRequest)[KEPT_ROUTE] = template;
}
