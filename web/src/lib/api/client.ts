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

function createApiClient(baseUrl: string, fetchOverride?: (request: Request) => Promise<Response>) {
  const client = createClient<paths>({ baseUrl, credentials: 'same-origin', ...(fetchOverride ? { fetch: fetchOverride } : {}) });
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

/** In the browser the API is on the page's own origin. */
export let apiClient = createApiClient('');

/** The status and JSON the API answers for a path; what the server renderer is handed (src/web/page-data.ts on the Nest side). */
export interface PageData {
  status: number;
  json: string;
}
export type PageDataLoader = (pathAndSearch: string) => Promise<PageData>;

/** Never reached over the network: it only gives the requests a whole URL for the loader to read the path from. */
const IN_PROCESS_ORIGIN = 'http://in-process.invalid';
let serverLoader: PageDataLoader | undefined;

/**
 * For server rendering (entry-server.tsx): the API calls are answered in-process by the
 * server's own query handlers, through the same client, types and JSON as in the browser,
 * and never over HTTP. The same loader for every render in a process, so setting it
 * before each one is safe.
 */
export function setServerDataLoader(load: PageDataLoader): void {
  if (load === serverLoader) return;
  serverLoader = load;
  apiClient = createApiClient(IN_PROCESS_ORIGIN, async (request) => {
    const url = new URL(request.url);
    const { status, json } = await load(url.pathname + url.search);
    return new Response(json, { status, headers: { 'Content-Type': 'application/json' } });
  });
}
