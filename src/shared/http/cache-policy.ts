import type { RequestHandler } from 'express';

/**
 * Reads that are the same for every visitor and carry no token: the catalogue, the
 * editorial content and what search engines read. They stay cacheable as they were
 * (no Cache-Control from here); the pages and the built assets set their own.
 */
const SHARED_PUBLIC_READS = /^\/(catalogue\/|content\/|robots\.txt$|sitemap\.xml$)/;

/**
 * `Cache-Control: no-store` on every response of the API unless it is one of the shared
 * public reads (ASVS 5.0 14.3.2): whatever carries personal data, a session or its CSRF token
 * (the account, the back office, private files, /auth/session, a sign-in) is never kept
 * by a browser or a proxy, and a new route is covered without anyone remembering to. Set
 * before the route runs, so a route that knows better (the pages' `no-cache`) overrides it.
 * Mounted after the static files, which carry their own caching.
 */
export const noStoreUnlessSharedPublicRead: RequestHandler = (request, response, next) => {
  const sharedRead = (request.method === 'GET' || request.method === 'HEAD') && SHARED_PUBLIC_READS.test(request.path);
  if (!sharedRead) response.setHeader('Cache-Control', 'no-store');
  next();
};
