import { addCalendarMonths, ukCalendarDate } from '../../src/shared/domain/calendar-date';
import { Clock } from '../../src/shared/domain/clock';
import type { ShopUnderTest } from './shop-under-test';
import { type Agent, signedInSession } from './test-app';

type Session = { agent: Agent; csrfToken: string };

export const DEMO_PHARMACIST = { email: 'pharmacist@example.com', password: 'pharmacist-demo-pass', name: 'Sophie Clarke', gphcNumber: '2087654' } as const;

/** The demo pharmacist, signed in with her second factor. A fresh sign-in each time: tests move the clock past a session's recent check. */
export const pharmacistSession = (shop: ShopUnderTest): Promise<Session> => signedInSession(shop, DEMO_PHARMACIST.email, DEMO_PHARMACIST.password);

const post = (session: Session, path: string, body: object = {}) => session.agent.post(path).set('x-csrf-token', session.csrfToken).send(body);

/**
 * What Ship needs since the pharmacist's checks (ADR 0007), done the way the pharmacist does it:
 * the demo pharmacist in charge as responsible pharmacist (signing in again while in charge
 * changes nothing), her clinical check, and her accuracy check of a pack whose code is the
 * prescription's, batch TESTBATCH1, in date for two years on the app's clock (which a test may
 * have moved; a shop running in processes of its own keeps the real time). The one place the
 * suites prepare a supply for shipping.
 */
export async function checkedByPharmacist(shop: ShopUnderTest, itemId: number, session?: Session): Promise<void> {
  const pharmacist = session ?? (await pharmacistSession(shop));
  await post(pharmacist, '/v2/admin/form/responsible-pharmacist/sign-in').expect(200);
  const { prescription } = (await pharmacist.agent.get(`/v2/admin/data/dispatch/items/${itemId}`).expect(200)).body as { prescription: { item_code: string } };
  await post(pharmacist, '/v2/admin/form/dispatch/clinical-check', { id: itemId }).expect(200);
  const expiryDate = addCalendarMonths(ukCalendarDate(typeof shop === 'string' ? new Date() : shop.get(Clock).now()), 24);
  await post(pharmacist, '/v2/admin/form/dispatch/accuracy-check', { id: itemId, product_code: prescription.item_code, batch_number: 'TESTBATCH1', expiry_date: expiryDate }).expect(200);
}
