import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { TreatmentItem } from '../../src/modules/catalogue/infrastructure/treatment-item.entity';
import { TreatmentPlan } from '../../src/modules/catalogue/infrastructure/treatment-plan.entity';
import { Treatment } from '../../src/modules/catalogue/infrastructure/treatment.entity';
import type { PageRenderer } from '../../src/web/web-assets';
import { signedInAdmin, type SignedInSession } from '../support/signed-in-admin';
import { createTestApp, ormOf } from '../support/test-app';

/**
 * Two API processes behind a load balancer, each with its own in-memory cache of the
 * public reads (ADR 0011), sharing the database and Redis: a price edited through one is
 * what the other answers on the very next request, with a new ETag. A treatment of its
 * own, so no other test's prices move while this one runs.
 */
let editing: NestExpressApplication;
let reading: NestExpressApplication;
let admin: SignedInSession;
const slug = `two-replicas-${Date.now()}`;
let itemId: number;

const INDEX_HTML = '<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" /><title>x</title></head><body><div id="root"></div></body></html>';
/** Draws the product's price from the data the server hands it, as the real renderer does. */
const renderPage: PageRenderer = async ({ url, shell, loadData }) => {
  const treatment = JSON.parse((await loadData(`/catalogue/treatments/${url.split('/').pop()}`)).json) as { price: string };
  return { status: 200, html: shell.replace('<div id="root"></div>', `<div id="root"><p class="drawn">${treatment.price}</p></div>`) };
};

beforeAll(async () => {
  // One after the other: each seeds the reference data at start, and two seeding a fresh database at once collide on its unique codes.
  editing = await createTestApp();
  reading = await createTestApp({ renderIndexHtml: async () => INDEX_HTML, renderPage });
  admin = await signedInAdmin(editing);
  const em = ormOf(editing).em.fork();
  const treatment = em.create(Treatment, { slug, title: 'Two replicas formula', condition: 'acne', category: 'rx-skincare', description: 'A formula for this test.', imageUrl: '/images/treatments/acne.svg', comingSoon: false, position: 900, createdAt: new Date() });
  const plan = em.create(TreatmentPlan, { treatment, name: 'Two replicas plan', position: 0 });
  const item = em.create(TreatmentItem, {
    plan,
    position: 0,
    code: `TR${Date.now() % 1e8}`,
    name: 'Two replicas formula',
    pricePence: 4840,
    addOn: false,
    stockOnHand: 0,
    stockReserved: 0,
    pricedPerMonth: true,
    interval: 'month',
    intervalCount: 2,
    form: 'cream',
    quantity: 30,
    quantityUnit: 'ml',
    directions: 'Apply at night.',
    ingredients: [],
    safeguards: [],
  });
  await em.flush();
  itemId = item.id;
});

afterAll(async () => {
  const em = ormOf(editing).em.fork();
  await em.nativeDelete(TreatmentItem, { id: itemId });
  await em.nativeDelete(TreatmentPlan, { treatment: { slug } });
  await em.nativeDelete(Treatment, { slug });
  await Promise.all([editing.close(), reading.close()]);
});

const read = (app: NestExpressApplication, path: string) => request(app.getHttpServer()).get(path).set('Accept', 'application/json');
const priceOf = (shop: { categories: { items: { slug: string; price: string }[] }[] }) => shop.categories.flatMap((category) => category.items).find((item) => item.slug === slug)?.price;

it('shows a price edited through one process on the other at once, with a new ETag', async () => {
  const page = () => request(reading.getHttpServer()).get(`/shop/${slug}`).set('Accept', 'text/html').expect(200);
  expect((await page()).text).toContain('<p class="drawn">£24.20</p>');
  const before = await read(reading, `/catalogue/treatments/${slug}`).expect(200);
  expect(before.body.price).toBe('£24.20');
  expect(priceOf((await read(reading, '/catalogue/shop').expect(200)).body)).toBe('£24.20');
  // Now held in the reading process's memory: asked again, it answers 304 to its own ETag.
  await read(reading, `/catalogue/treatments/${slug}`).set('If-None-Match', before.headers.etag).expect(304);

  await admin.agent.post('/v2/admin/form/treatment-item/update').set('x-csrf-token', admin.csrfToken).send({ id: itemId, price_pence: 5198, batch: null, ingredients: [] }).expect(200);

  const after = await read(reading, `/catalogue/treatments/${slug}`).set('If-None-Match', before.headers.etag).expect(200);
  expect(after.body.price).toBe('£25.99');
  expect(after.headers.etag).not.toBe(before.headers.etag);
  expect(priceOf((await read(reading, '/catalogue/shop').expect(200)).body)).toBe('£25.99');
  // The page drawn and kept before the edit is drawn again.
  expect((await page()).text).toContain('<p class="drawn">£25.99</p>');
});
