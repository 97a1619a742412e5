/** The one error shape every server endpoint returns. */
interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  fields?: Record<string, string[]>;
  requestId?: string;
}

const GENERIC_MESSAGE = 'Something went wrong. Please try again.';
const OFFLINE_MESSAGE = 'We could not reach our server. Check your connection and try again.';

export class ApiError extends Error {
  readonly status: number;
  /** Stable server code such as `AUTH.INVALID_CREDENTIALS`, when the body had one. */
  readonly code: string | undefined;
  readonly fields: Record<string, string[]>;
  readonly requestId: string | undefined;
  /** From a 429's Retry-After header: how long until the call is allowed again. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, body: unknown, headers?: Headers) {
    const parsed = isApiErrorBody(body) ? body : undefined;
    super(parsed?.message || GENERIC_MESSAGE);
    this.name = 'ApiError';
    this.status = status;
    this.code = parsed?.error;
    this.fields = parsed?.fields ?? {};
    this.requestId = parsed?.requestId;
    const retryAfter = Number(headers?.get('retry-after'));
    this.retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined;
  }

  /** First message for a form field, e.g. `fieldMessage('email')`. */
  fieldMessage(field: string): string | undefined {
    return this.fields[field]?.[0];
  }
}

function isApiErrorBody(body: unknown): body is ApiErrorBody {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { message?: unknown }).message === 'string'
  );
}

/** A sentence to show a customer for any error a request can throw. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  // fetch rejects with a TypeError when the network or server is unreachable.
  if (error instanceof TypeError) return OFFLINE_MESSAGE;
  return GENERIC_MESSAGE;
}

interface ClientResult<TData> {
  data?: TData;
  error?: unknown;
  response: Response;
}

/** Resolves to the response body, or throws an `ApiError` for any non-2xx status. */
export async function expectData<TData>(request: Promise<ClientResult<TData>>): Promise<TData> {
  const { data, error, response } = await request;
  if (!response.ok) throw new ApiError(response.status, error, response.headers);
  if (data === undefined) throw new ApiError(response.status, undefined);
  return data;
}

/** For endpoints with no response body (204): throws an `ApiError` unless the status is 2xx. */
export async function expectOk(request: Promise<ClientResult<unknown>>): Promise<void> {
  const { error, response } = await request;
  if (!response.ok) throw new ApiError(response.status, error, response.headers);
}
