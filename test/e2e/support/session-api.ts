import { expect, type APIRequestContext } from '@playwright/test';

/** The CSRF token of the session `request` carries (a new session's, or a signed-in one's). */
export async function csrfToken(request: APIRequestContext): Promise<string> {
  const session = await request.get('/auth/session');
  expect(session.ok()).toBe(true);
  return ((await session.json()) as { csrfToken: string }).csrfToken;
}

/**
 * POSTs `data` as JSON in the session of `request`, with its CSRF token, as the web app
 * does; the test fails here, with the server's answer, unless the server accepts it.
 * Returns the answer's JSON.
 */
export async function postAccepted<T = unknown>(request: APIRequestContext, path: string, data: object = {}): Promise<T> {
  const response = await request.post(path, { headers: { 'x-csrf-token': await csrfToken(request) }, data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}
