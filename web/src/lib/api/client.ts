import createClient from 'openapi-fetch';
import type { paths } from './schema';

interface ApiClientHooks {
  /** Supplies the session's CSRF token; the session query owns it. */
  getCsrfToken: () => Promise<string | undefined>;
  /** Called when the server refuses a state-changing request (a stale CSRF token, a changed role). */
  onMutationForbidden: () => void;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// Filled in by the app at start-up, so this module does not depend on the auth feature.
let hooks: ApiClientHooks | undefined;

export function configureApiClient(appHooks: ApiClientHooks): void {
  hooks = appHooks;
}

function createApiClient(baseUrl: string) {
  const client = createClient<paths>({ baseUrl, credentials: 'same-origin' });
  client.use({
    async onRequest({ request }) {
      if (SAFE_METHODS.has(request.method)) return undefined;
      const token = await hooks?.getCsrfToken();
      if (token) request.headers.set('x-csrf-token', token);
      return request;
    },
    onResponse({ request, response }) {
      if (response.status === 403 && !SAFE_METHODS.has(request.method)) hooks?.onMutationForbidden();
      return undefined;
    },
  });
  return client;
}

let apiOrigin = '';

/** In the browser the API is on the page's own origin. */
export let apiClient = createApiClient(apiOrigin);

/**
 * For server rendering (entry-server.tsx), where there is no page origin: the API is
 * called over loopback at the server's own address. The same for every render in a
 * process, so setting it before each one is safe.
 */
export function setServerApiOrigin(origin: string): void {
  if (origin === apiOrigin) return;
  apiOrigin = origin;
  apiClient = createApiClient(origin);
}
