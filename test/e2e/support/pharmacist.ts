import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { signInStaffThroughApi } from '../staff-sign-in';

/** The demo pharmacist (docs/prescribing-and-fulfilment.md): staff with a pharmacist profile, the demo authenticator secret. */
export const DEMO_PHARMACIST = { email: 'pharmacist@example.com', password: 'pharmacist-demo-pass', name: 'Sophie Clarke', gphcNumber: '2087654' } as const;

/** The demo pharmacist signed in through the API, in a request context of her own. */
export async function pharmacistRequest(baseURL: string): Promise<{ request: APIRequestContext; csrfToken: string }> {
  const request = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${1 + Math.floor(Math.random() * 250)}` } });
  const csrfToken = await signInStaffThroughApi(request, DEMO_PHARMACIST.email, DEMO_PHARMACIST.password);
  return { request, csrfToken };
}

/** The waiting order of a subscription's supply on the dispatch list, as staff search it ('#12'). */
async function waitingItemOf(request: APIRequestContext, subscriptionId: number): Promise<number> {
  const list = await request.get(`/v2/admin/data/dispatch?keyword=${encodeURIComponent(`#${subscriptionId}`)}`);
  expect(list.ok(), await list.text()).toBe(true);
  const rows = ((await list.json()) as { data: { item_id: number; subscription_id: number; status: string }[] }).data.filter((row) => row.subscription_id === subscriptionId && row.status === 'waiting');
  expect(rows).toHaveLength(1);
  return rows[0].item_id;
}

/**
 * What Ship needs since the pharmacist's checks (ADR 0007), done by the demo pharmacist through
 * the API: she is the responsible pharmacist (signing in again while in charge changes nothing,
 * so specs running side by side share her), then records the clinical check and the accuracy
 * check of a pack matching the prescription. The one place the journeys prepare a supply for Ship.
 */
export async function checkedByPharmacist(baseURL: string, subscriptionId: number): Promise<void> {
  const { request, csrfToken } = await pharmacistRequest(baseURL);
  const post = async (path: string, data: object = {}) => {
    const response = await request.post(path, { headers: { 'x-csrf-token': csrfToken }, data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  try {
    await post('/v2/admin/form/responsible-pharmacist/sign-in');
    const itemId = await waitingItemOf(request, subscriptionId);
    const detail = (await (await request.get(`/v2/admin/data/dispatch/items/${itemId}`)).json()) as { prescription: { item_code: string } };
    await post('/v2/admin/form/dispatch/clinical-check', { id: itemId });
    const expiry = new Date(Date.now() + 2 * 365 * 86_400_000).toISOString().slice(0, 10);
    await post('/v2/admin/form/dispatch/accuracy-check', { id: itemId, product_code: detail.prescription.item_code, batch_number: 'E2EBATCH1', expiry_date: expiry });
  } finally {
    await request.dispose();
  }
}
