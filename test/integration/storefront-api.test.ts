import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { TreatmentItem } from '../../src/modules/catalogue/infrastructure/treatment-item.entity';
import { createTestApp, ormOf } from '../support/test-app';

let app: NestExpressApplication;
const get = (path: string) => request(app.getHttpServer()).get(path).set('Accept', 'application/json');

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('the shop page data', () => {
  it('groups the catalogue into the three categories with prices, labels and links', async () => {
    const { body } = await get('/catalogue/shop').expect(200);
    expect(body.categories.map((category: { title: string }) => category.title)).toEqual(['RX Skincare', 'Tablets', 'Routine Boosters']);
    const items = body.categories.flatMap((category: { items: unknown[] }) => category.items);
    const bySlug = Object.fromEntries(items.map((item: { slug: string }) => [item.slug, item]));

    expect(bySlug.acne).toMatchObject({ price: '£24.20', pricePence: 2420, priceSuffix: '/month', labels: ['POPULAR'], buttonLabel: 'Learn more', buttonHref: '/shop/acne' });
    expect(bySlug.acne.ingredients).toBe('Tretinoin, Clindamycin, Niacinamide');
    expect(bySlug.menopause).toMatchObject({ price: '£65.00', labels: ['WOMEN 40+'] });
    expect(bySlug['hormonal-acne']).toMatchObject({ price: '£65.00' });
    for (const slug of ['anti-ageing', 'glow', 'hyperpigmentation']) expect(bySlug[slug].price).toBe('£24.20');
    expect(body.categories[1].items.map((item: { slug: string }) => item.slug)).toEqual(['hormonal-acne-pill']);
    // The pill and the serum are listed at what one supply costs, with no period (ADR 0009).
    expect(bySlug['hormonal-acne-pill']).toMatchObject({ price: '£80.00', priceSuffix: null });
    // Sold as an add-on to a subscription's next box (issue 22), not a product page of its own.
    expect(bySlug['vitamin-c-serum']).toMatchObject({ price: '£39.00', buttonLabel: 'Add to your next box', buttonHref: '/v2/profile' });
  });

  it('shows a price changed in the catalogue everywhere at once', async () => {
    const em = ormOf(app).em.fork();
    const item = await em.findOneOrFail(TreatmentItem, { code: '820C' });
    // A 2-month supply of £51.98, listed by the month.
    item.pricePence = 5198;
    await em.flush();
    try {
      const shop = await get('/catalogue/shop').expect(200);
      const glow = shop.body.categories[0].items.find((candidate: { slug: string }) => candidate.slug === 'glow');
      expect(glow.price).toBe('£25.99');
      expect((await get('/catalogue/treatments/glow').expect(200)).body.price).toBe('£25.99');
    } finally {
      item.pricePence = 4840;
      await em.flush();
    }
  });
});

describe('product pages', () => {
  it('give what the product page shows, with the consultation link', async () => {
    const { body } = await get('/catalogue/treatments/acne').expect(200);
    expect(body).toMatchObject({
      title: 'Acne Formula',
      price: '£24.20',
      priceSuffix: '/month',
      subPrice: 'per 30ml formula, delivered every 2 months (£48.40 per delivery)',
      tags: ['PRESCRIPTION', 'DERMATOLOGIST DESIGNED'],
      treatment: '/consultation/acne',
      faqsTitle: 'Acne Formula FAQs',
    });
    expect(body.gallery).toEqual(['/images/treatments/acne.svg', '/images/gallery/texture.svg', '/images/gallery/ingredients.svg']);
    expect(body.faqs.length).toBeGreaterThan(2);
  });

  it('describe tablets as tablets', async () => {
    const { body } = await get('/catalogue/treatments/hormonal-acne-pill').expect(200);
    expect(body).toMatchObject({ price: '£80.00', subPrice: 'per 56 tablets, delivered every 2 months', treatment: '/consultation/hormonal-acne' });
  });

  it('answer 404 for an unknown treatment and for one not on sale yet', async () => {
    for (const slug of ['no-such-thing', 'vitamin-c-serum']) {
      const response = await get(`/catalogue/treatments/${slug}`).expect(404);
      expect(response.body).toMatchObject({ statusCode: 404, error: 'CATALOGUE.NOT_FOUND', message: 'We could not find that treatment.' });
    }
  });

  it('refuse a malformed slug with a 400', async () => {
    const response = await get('/catalogue/treatments/DROP%20TABLE').expect(400);
    expect(Object.keys(response.body.fields)).toEqual(['slug']);
  });
});

describe('landing pages', () => {
  it.each(['acne', 'glow', 'anti-ageing', 'hyperpigmentation', 'rosacea', 'menopause', 'hormonal-acne'])('exist for %s', async (slug) => {
    const { body } = await get(`/catalogue/conditions/${slug}`).expect(200);
    expect(body).toMatchObject({ slug, treatment: `/consultation/${slug}`, imageUrl: `/images/conditions/${slug}.svg` });
    expect(body.faqsTitle).toMatch(/FAQs$/);
  });

  it('answer 404 for an unknown condition', async () => {
    await get('/catalogue/conditions/warts').expect(404);
  });
});

describe('content', () => {
  it('lists every active ingredient of the formulas with what it does', async () => {
    const { body } = await get('/catalogue/ingredients').expect(200);
    const tretinoin = body.ingredients.find((ingredient: { name: string }) => ingredient.name === 'Tretinoin');
    expect(tretinoin.whatItDoes).toMatch(/retinoid/);
    expect(tretinoin.strengths).toEqual(expect.arrayContaining(['0.025%', '0.05%']));
    expect(tretinoin.foundIn).toContainEqual({ title: 'Acne Formula', href: '/shop/acne' });
    expect(body.ingredients.every((ingredient: { whatItDoes: string }) => ingredient.whatItDoes.length > 0)).toBe(true);
  });

  it('gives the home page its tiles in the spec order and a rating summary', async () => {
    const { body } = await get('/content/home').expect(200);
    expect(body.conditionTiles.map((tile: { href: string }) => tile.href)).toEqual([
      '/shop/rosacea',
      '/shop/hyperpigmentation',
      '/shop/anti-ageing',
      '/shop/acne',
      '/shop/menopause',
      '/shop/glow',
    ]);
    expect(body.reviewSummary.count).toBe(24);
    expect(body.reviewSummary.average).toBeGreaterThanOrEqual(4);
    expect(body.socialStrip).toHaveLength(6);
  });

  it('has four before/after cases, one per formula type', async () => {
    const { body } = await get('/content/before-after').expect(200);
    expect(body.cases.map((sample: { formula: string }) => sample.formula)).toEqual(['anti-ageing', 'acne', 'hyperpigmentation', 'rosacea']);
  });

  it('names the clinical team with their registration numbers', async () => {
    const { body } = await get('/content/team').expect(200);
    // The demo prescriber and the superintendent; other prescribers join when their profile names their entry (team-page.test.ts).
    expect(body.members.map((member: { slug: string }) => member.slug)).toEqual(expect.arrayContaining(['amelia-hart', 'daniel-okafor']));
    for (const member of body.members) expect(member.registration).toMatch(/^(GMC|GPhC) \d{7}$/);
  });

  it('lists each review once, and counts the reviews it lists', async () => {
    const first = (await get('/content/reviews?page=1&perPage=50').expect(200)).body;
    const reviews = first.data as { id: number; name: string; title: string; body: string }[];
    expect(first.total).toBe(reviews.length);
    expect(first.summary.count).toBe(reviews.length);
    for (const field of ['id', 'name', 'title', 'body'] as const) expect(new Set(reviews.map((review) => review[field])).size).toBe(reviews.length);
  });

  it('pages reviews and refuses a bad page', async () => {
    const first = await get('/content/reviews?page=1&perPage=10').expect(200);
    const third = await get('/content/reviews?page=3&perPage=10').expect(200);
    expect(first.body).toMatchObject({ total: 24, page: 1, perPage: 10 });
    expect(first.body.data).toHaveLength(10);
    expect(third.body.data).toHaveLength(4);
    const bad = await get('/content/reviews?page=0&perPage=500').expect(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['page', 'perPage']);
  });

  it('serves the journal and its articles, with 404 for an unknown one', async () => {
    const list = await get('/content/journal').expect(200);
    expect(list.body.articles.length).toBeGreaterThanOrEqual(3);
    const article = await get(`/content/journal/${list.body.articles[0].slug}`).expect(200);
    expect(article.body.bodyHtml).toContain('<p>');
    await get('/content/journal/no-such-article').expect(404);
  });

  it('serves FAQ answers as sanitised markup, grouped', async () => {
    const { body } = await get('/content/faqs').expect(200);
    expect(body.groups.map((group: { title: string }) => group.title)).toEqual(['Your consultation', 'Your treatment', 'Delivery and billing']);
    const answers = body.groups.flatMap((group: { faqs: { a: string }[] }) => group.faqs.map((faq) => faq.a)).join('');
    expect(answers).toContain('<strong>vegan, fragrance free and cruelty free</strong>');
    expect(answers).not.toMatch(/<script|onerror|javascript:/i);
  });
});
