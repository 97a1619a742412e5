import { expect, type Page, type Response } from '@playwright/test';

export interface RefusedCall {
  method: 'GET' | 'POST';
  /** The call's path, e.g. '/v2/admin/form/end-subscription' (a query string is ignored). */
  path: string | RegExp;
}

const matches = (call: RefusedCall, method: string, url: string) => {
  const { pathname } = new URL(url);
  return method === call.method && (typeof call.path === 'string' ? pathname === call.path : call.path.test(pathname));
};

/**
 * Runs `act` (what staff do on the screen) and checks that the server's refusal of `call` is
 * on the screen in the server's own words: no refused admin action may fail silently.
 *
 * Without `refuseWith`, the server refuses for real (the caller set up a state it refuses)
 * and the message is read from its answer. With `refuseWith`, the next matching call is
 * answered with that refusal in the server's error shape, so every action can be proved
 * the same way, whatever it takes to make the server refuse it. Returns the message shown.
 */
export async function expectRefusalShown(page: Page, call: RefusedCall, act: () => Promise<unknown>, refuseWith?: { status: number; message: string }): Promise<string> {
  let routed: ((route: import('@playwright/test').Route) => Promise<void>) | undefined;
  if (refuseWith) {
    routed = async (route) => {
      if (!matches(call, route.request().method(), route.request().url())) return route.fallback();
      await route.fulfill({
        status: refuseWith.status,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: refuseWith.status, error: 'TEST.REFUSED', message: refuseWith.message, requestId: 'e2e-refusal' }),
      });
    };
    await page.route('**/*', routed);
  }
  try {
    const answered = page.waitForResponse((response: Response) => matches(call, response.request().method(), response.url()));
    await act();
    const response = await answered;
    expect(response.status(), `${call.method} ${call.path} should be refused`).toBeGreaterThanOrEqual(400);
    const { message } = (await response.json()) as { message: string };
    expect(message).toBeTruthy();
    await expect(page.getByText(message, { exact: false }).first(), `the refusal of ${call.method} ${call.path} on the screen`).toBeVisible();
    return message;
  } finally {
    if (routed) await page.unroute('**/*', routed);
  }
}

/** A refusal message no screen could show by chance: the action's name in it. */
export const refusalFor = (action: string) => ({ status: 409, message: `Refused by the server: ${action} is not allowed now.` });
