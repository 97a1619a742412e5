import createClient from 'openapi-fetch';
import { confirmRecentSecondFactor, SECOND_FACTOR_STALE } from './recent-second-factor';
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

/** Unsent copies of state-changing requests, to send again after a second-factor check. */
const copies = new WeakMap<Request, Request>();

async function refusedForStaleSecondFactor(response: Response): Promise<boolean> {
  try {
    return ((await response.clone().json()) as { error?: unknown }).error === SECOND_FACTOR_STALE;
  } catch {
    return false;
  }
}

function createApiClient(baseUrl: string) {
  const client = createClient<paths>({ baseUrl, credentials: 'same-origin' });
  client.use({
    async onRequest({ request }) {
      if (SAFE_METHODS.has(request.method)) return undefined;
      const token = await hooks?.getCsrfToken();
      if (token) request.headers.set('x-csrf-token', token);
      copies.set(request, request.clone());
      return request;
    },
    async onResponse({ request, response }) {
      if (response.status !== 403 || SAFE_METHODS.has(request.method)) return undefined;
      const copy = copies.get(request);
      // Same session and CSRF token after the check, so the copy goes as it is.
      if (copy && (await refusedForStaleSecondFactor(response)) && (await confirmRecentSecondFactor())) return fetch(copy);
      hooks?.onMutationForbidden();
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
