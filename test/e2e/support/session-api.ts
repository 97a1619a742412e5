import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { components } from '../../../web/src/lib/api/schema';

type Session = components['schemas']['SessionResponse'];
export type SignedInUser = components['schemas']['SessionUser'];

/** What the server says of the session `request` carries (GET /auth/session). */
async function session(request: APIRequestContext): Promise<Session> {
  const answer = await request.get('/auth/session');
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Session;
}

/** The CSRF token of the session `request` carries (a new session's, or a signed-in one's). */
export async function csrfToken(request: APIRequestContext): Promise<string> {
  return (await session(request)).csrfToken;
}

/** Who the session `request` carries is signed in as; the test fails for a guest. */
export async function signedInUser(request: APIRequestContext): Promise<SignedInUser> {
  const { user } = await session(request);
  expect(user, 'a signed-in session').toBeTruthy();
  return user!;
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

/**
 * Signs the page's session out as the Logout button does: POST /logout with the CSRF token
 * (opening /logout signs nobody out). The page is left first, so none of its requests still
 * on the way can answer after the sign-out.
 */
export async function signOut(page: Page): Promise<void> {
  await page.goto('about:blank');
  const response = await page.request.post('/logout', { headers: { 'x-csrf-token': await csrfToken(page.request) } });
  expect(response.status(), await response.text()).toBe(204);
}
