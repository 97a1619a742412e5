/**
 * The anchor for the public-reads benchmark (issue 20): the least a Node server on this
 * machine can do to answer the shop's two public catalogue reads. Plain fastify and pg,
 * one statement per request, the same JSON from the same tables. The page copy (FAQs,
 * category texts) is fixed content, not data, so it is sanitised once at start, as any
 * server would; the rows and prices are read on every request.
 *
 * Usage: DATABASE_URL=... PORT=... ts-node --transpile-only scripts/benchmarks/anchors/public-reads-anchor.ts
 */
import Fastify from 'fastify';
import { Pool } from 'pg';
import { CONDITIONS } from '../../../src/modules/catalogue/content/conditions.content';
import { FAQ_GROUPS, SHOP_FAQS } from '../../../src/modules/catalogue/content/faqs.content';
import { sanitiseFaqs } from '../../../src/modules/catalogue/content/sanitise-markup';
import { SHOP_CATEGORY_CONTENT } from '../../../src/modules/catalogue/content/shop-categories.content';
import { ADD_ON_BUTTON, OUT_OF_STOCK } from '../../../src/modules/catalogue/domain/add-on';
import { listPrice, perDeliveryNote } from '../../../src/modules/catalogue/domain/list-price';
import { describeSupply } from '../../../src/modules/catalogue/domain/supply-description';

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

/** Each treatment with the item a visitor is first sent (first plan, first item). */
const TREATMENTS_WITH_FIRST_ITEM = `
  select t.slug, t.title, t.condition, t.category, t.description, t.image_url, t.label, t.coming_soon,
         i.price_pence, i.priced_per_month, i.interval, i.interval_count, i.form, i.quantity, i.quantity_unit, i.ingredients, i.add_on, i.stock_on_hand
  from treatment t
  left join lateral (
    select item.* from treatment_plan plan join treatment_item item on item.plan_id = plan.id
    where plan.treatment_id = t.id order by plan.position, plan.id, item.position, item.id limit 1
  ) i on true`;

interface Row {
  slug: string; title: string; condition: string; category: string; description: string; image_url: string; label: string | null; coming_soon: boolean;
  price_pence: number | null; priced_per_month: boolean | null; interval: 'day' | 'week' | 'month' | null; interval_count: number | null;
  form: 'cream' | 'serum' | 'tablet' | null; quantity: number | null; quantity_unit: string | null; ingredients: { name: string }[] | null;
  add_on: boolean | null; stock_on_hand: number | null;
}

const supplyOf = (row: Row) => ({
  pricePence: row.price_pence ?? 0,
  pricedPerMonth: row.priced_per_month ?? false,
  interval: row.interval ?? undefined,
  intervalCount: row.interval_count ?? undefined,
  form: row.form!,
  quantity: row.quantity ?? 0,
  quantityUnit: row.quantity_unit ?? '',
});

/** What the shop card's button says and where it goes: an add-on is added from the account. */
function shopButton(row: Row): { buttonLabel: string; buttonHref: string | null } {
  if (row.add_on) return (row.stock_on_hand ?? 0) > 0 ? { buttonLabel: ADD_ON_BUTTON, buttonHref: '/v2/profile' } : { buttonLabel: OUT_OF_STOCK, buttonHref: null };
  return row.coming_soon ? { buttonLabel: 'Coming soon!', buttonHref: null } : { buttonLabel: 'Learn more', buttonHref: `/shop/${row.slug}` };
}

const TREATMENT_FAQS = FAQ_GROUPS.find((group) => group.title === 'Your treatment')?.faqs ?? [];
const FAQS_BY_CONDITION = new Map(CONDITIONS.map((condition) => [condition.slug, sanitiseFaqs([...(condition.faqs ?? []), ...TREATMENT_FAQS])]));
const SHOP_PAGE_FAQS = sanitiseFaqs(SHOP_FAQS);

const app = Fastify({ logger: false });

app.get<{ Params: { slug: string } }>('/catalogue/treatments/:slug', async (request, reply) => {
  const { rows } = await pool.query<Row>(`${TREATMENTS_WITH_FIRST_ITEM} where t.slug = $1`, [request.params.slug]);
  const row = rows[0];
  if (!row || row.price_pence === null || row.coming_soon) return reply.code(404).send({ statusCode: 404, error: 'NOT_FOUND' });
  const supply = supplyOf(row);
  const price = listPrice(supply);
  return {
    slug: row.slug,
    title: row.title,
    price: price.text,
    priceSuffix: price.suffix,
    subPrice: describeSupply(supply) + perDeliveryNote(supply),
    description: row.description,
    imageUrl: row.image_url,
    gallery: [row.image_url, '/images/gallery/texture.svg', '/images/gallery/ingredients.svg'],
    tags: ['PRESCRIPTION', 'DERMATOLOGIST DESIGNED'],
    treatment: `/consultation/${row.condition}`,
    faqsTitle: `${row.title} FAQs`,
    faqs: FAQS_BY_CONDITION.get(row.condition) ?? sanitiseFaqs(TREATMENT_FAQS),
  };
});

app.get('/catalogue/shop', async () => {
  const { rows } = await pool.query<Row>(`${TREATMENTS_WITH_FIRST_ITEM} order by t.position, t.id`);
  return {
    categories: SHOP_CATEGORY_CONTENT.map((category) => ({
      ...category,
      items: rows.filter((row) => row.category === category.key).map((row) => {
        const price = listPrice(supplyOf(row));
        return {
          slug: row.slug,
          title: row.title,
          description: row.description,
          imageUrl: row.image_url,
          ingredients: (row.ingredients ?? []).map((ingredient) => ingredient.name).join(', '),
          price: price.text,
          pricePence: price.pence,
          priceSuffix: price.suffix,
          ...shopButton(row),
          labels: row.label ? [row.label] : [],
        };
      }),
    })),
    faqs: SHOP_PAGE_FAQS,
  };
});

void app.listen({ port: Number(process.env.PORT ?? 3299), host: '127.0.0.1' }).then(() => console.log('anchor ready'));
