import type { Ingredient, ItemForm, ShopCategory } from './catalogue-types';
import type { SafeguardCategory } from './safeguards';

/**
 * The shop's reference catalogue (spec §9): seeded once into an empty database and
 * owned by the database from then on, so staff edits are never overwritten.
 * Prices are per supply, in pence; a supply is sent every 2 months. The creams are listed by
 * the month (the spec's '£24.20/month'), so a 2-month supply is twice that (ADR 0009).
 */
interface ReferenceItem {
  code: string;
  name: string;
  pricePence: number;
  form: ItemForm;
  quantity: number;
  quantityUnit: string;
  directions: string;
  ingredients: Ingredient[];
  /** What the medicine asks of the prescriber beyond the questionnaire (domain/safeguards.ts); none when left out. */
  safeguards?: SafeguardCategory[];
  /** The longest continuous course without a prescriber's review, in days. */
  maxCourseDays?: number;
  /** Sold once rather than every two months. */
  once?: boolean;
  /** Listed by the month: the supply price is the monthly price times the months a supply lasts (ADR 0009). */
  pricedPerMonth?: boolean;
  /** A non-prescription booster sold as an add-on to a subscription's next box, with the packs on the shelf. */
  addOn?: boolean;
  stockOnHand?: number;
}

interface ReferenceTreatment {
  slug: string;
  title: string;
  condition: string;
  category: ShopCategory;
  description: string;
  label?: string;
  comingSoon?: boolean;
  planName: string;
  items: ReferenceItem[];
}

const EVERY_TWO_MONTHS = { interval: 'month', intervalCount: 2 } as const;
const CREAM_DIRECTIONS =
  'Apply a pea-sized amount to clean, dry skin in the evening. Start every other night for two weeks, then nightly. Use SPF 30+ daily.';
const CREAM = { form: 'cream', quantity: 30, quantityUnit: 'ml', directions: CREAM_DIRECTIONS, pricedPerMonth: true } as const;

// Topical clindamycin and metronidazole are antibiotics; spironolactone and estriol need ongoing
// monitoring; tretinoin (a retinoid), spironolactone and estriol are not for use in pregnancy or breastfeeding.
const RETINOID: SafeguardCategory[] = ['contraindicated_in_pregnancy_or_breastfeeding'];
const RETINOID_AND_ANTIBIOTIC: SafeguardCategory[] = ['antimicrobial', 'contraindicated_in_pregnancy_or_breastfeeding'];
/**
 * A topical antibiotic's longest course before a prescriber reviews it: 26 weeks, as NICE's acne
 * guideline (NG198) limits antibiotic courses to 6 months, for stewardship (docs/patient-safety.md).
 */
const ANTIBIOTIC_COURSE = { maxCourseDays: 182 } as const;
const HORMONAL: SafeguardCategory[] = ['needs_monitoring', 'contraindicated_in_pregnancy_or_breastfeeding'];

const tretinoin = (value: number): Ingredient => ({ name: 'Tretinoin', value, unit: '%' });
const niacinamide: Ingredient = { name: 'Niacinamide', value: 4, unit: '%' };
const azelaicAcid = (value: number): Ingredient => ({ name: 'Azelaic acid', value, unit: '%' });

export const REFERENCE_TREATMENTS: ReferenceTreatment[] = [
  {
    slug: 'acne',
    title: 'Acne Formula',
    condition: 'acne',
    category: 'rx-skincare',
    label: 'POPULAR',
    description: 'A prescription cream that clears breakouts and prevents new ones, personalised by our dermatologist.',
    planName: 'Acne plan',
    items: [
      { code: '810C', name: 'Acne formula (starter strength)', pricePence: 4840, ...CREAM, ...ANTIBIOTIC_COURSE, safeguards: RETINOID_AND_ANTIBIOTIC, ingredients: [tretinoin(0.025), { name: 'Clindamycin', value: 1, unit: '%' }, niacinamide] },
      { code: '811C', name: 'Acne formula', pricePence: 4840, ...CREAM, ...ANTIBIOTIC_COURSE, safeguards: RETINOID_AND_ANTIBIOTIC, ingredients: [tretinoin(0.05), { name: 'Clindamycin', value: 1, unit: '%' }, niacinamide] },
    ],
  },
  {
    slug: 'anti-ageing',
    title: 'Anti-Ageing Formula',
    condition: 'anti-ageing',
    category: 'rx-skincare',
    description: 'Softens fine lines and firms skin with prescription-strength retinoid, adjusted as your skin adapts.',
    planName: 'Anti-ageing plan',
    items: [
      { code: '830C', name: 'Anti-ageing formula (starter strength)', pricePence: 4840, ...CREAM, safeguards: RETINOID, ingredients: [tretinoin(0.025), niacinamide, { name: 'Hyaluronic acid', value: 1, unit: '%' }] },
      { code: '831C', name: 'Anti-ageing formula', pricePence: 4840, ...CREAM, safeguards: RETINOID, ingredients: [tretinoin(0.05), niacinamide, { name: 'Hyaluronic acid', value: 1, unit: '%' }] },
    ],
  },
  {
    slug: 'glow',
    title: 'Glow Formula',
    condition: 'glow',
    category: 'rx-skincare',
    description: 'Evens texture and restores radiance for dull, uneven skin.',
    planName: 'Glow plan',
    items: [{ code: '820C', name: 'Glow formula', pricePence: 4840, ...CREAM, safeguards: RETINOID, ingredients: [tretinoin(0.01), azelaicAcid(10), niacinamide] }],
  },
  {
    slug: 'hyperpigmentation',
    title: 'Hyperpigmentation Formula',
    condition: 'hyperpigmentation',
    category: 'rx-skincare',
    description: 'Fades dark spots, melasma and post-acne marks with a tailored prescription blend.',
    planName: 'Hyperpigmentation plan',
    items: [
      { code: '840C', name: 'Hyperpigmentation formula', pricePence: 4840, ...CREAM, safeguards: RETINOID, ingredients: [{ name: 'Hydroquinone', value: 4, unit: '%' }, tretinoin(0.025), azelaicAcid(10)] },
      { code: '841C', name: 'Hyperpigmentation maintenance formula', pricePence: 4840, ...CREAM, safeguards: RETINOID, ingredients: [tretinoin(0.025), azelaicAcid(15), niacinamide] },
    ],
  },
  {
    slug: 'rosacea',
    title: 'Rosacea Formula',
    condition: 'rosacea',
    category: 'rx-skincare',
    description: 'Calms redness and flushing with gentle anti-inflammatory actives.',
    planName: 'Rosacea plan',
    items: [{ code: '890C', name: 'Rosacea formula', pricePence: 4840, ...CREAM, ...ANTIBIOTIC_COURSE, safeguards: ['antimicrobial'], ingredients: [{ name: 'Metronidazole', value: 0.75, unit: '%' }, azelaicAcid(15), niacinamide] }],
  },
  {
    slug: 'hormonal-acne',
    title: 'Hormonal Acne Formula',
    condition: 'hormonal-acne',
    category: 'rx-skincare',
    description: 'A stronger cream for deep, cyclical breakouts along the jaw and chin.',
    planName: 'Hormonal acne cream plan',
    items: [{ code: '850C', name: 'Hormonal acne formula', pricePence: 13000, ...CREAM, ...ANTIBIOTIC_COURSE, safeguards: RETINOID_AND_ANTIBIOTIC, ingredients: [tretinoin(0.05), azelaicAcid(15), { name: 'Clindamycin', value: 1, unit: '%' }] }],
  },
  {
    slug: 'menopause',
    title: 'Menopause Formula',
    condition: 'menopause',
    category: 'rx-skincare',
    label: 'WOMEN 40+',
    description: 'Restores firmness and hydration to skin changed by menopause.',
    planName: 'Menopause plan',
    items: [{ code: '860C', name: 'Menopause formula', pricePence: 13000, ...CREAM, safeguards: HORMONAL, ingredients: [{ name: 'Estriol', value: 0.3, unit: '%' }, tretinoin(0.025), { name: 'Hyaluronic acid', value: 1, unit: '%' }] }],
  },
  {
    slug: 'hormonal-acne-pill',
    title: 'Hormonal Acne Pill',
    condition: 'hormonal-acne',
    category: 'tablets',
    description: 'A daily tablet that calms hormone-driven breakouts from within, prescribed after review.',
    planName: 'Hormonal acne tablets plan',
    items: [
      {
        code: '870T',
        name: 'Spironolactone 50 mg tablets',
        pricePence: 8000,
        form: 'tablet',
        quantity: 56,
        quantityUnit: 'tablets',
        directions: 'Take one tablet daily with food, at the same time each day. Do not take if pregnant or trying to conceive.',
        safeguards: HORMONAL,
        ingredients: [{ name: 'Spironolactone', value: 50, unit: 'mg' }],
      },
    ],
  },
  {
    slug: 'vitamin-c-serum',
    title: 'Vitamin C 20% Serum',
    condition: 'glow',
    category: 'routine-boosters',
    // Not a treatment of its own (no consultation, no product page): sold as an add-on to a subscription's box.
    comingSoon: true,
    description: 'A stable 20% vitamin C serum to brighten and protect. Add it to your next box from your account.',
    planName: 'Vitamin C serum',
    items: [
      {
        code: '880S',
        name: 'Vitamin C 20% serum',
        pricePence: 3900,
        form: 'serum',
        quantity: 30,
        quantityUnit: 'ml',
        directions: 'Apply 3-4 drops to clean skin each morning before SPF.',
        ingredients: [{ name: 'L-ascorbic acid', value: 20, unit: '%' }],
        once: true,
        addOn: true,
        stockOnHand: 50,
      },
    ],
  },
  {
    slug: 'hyaluronic-serum',
    title: 'Hyaluronic Hydration Serum',
    condition: 'glow',
    category: 'routine-boosters',
    comingSoon: true,
    description: 'A 2% hyaluronic acid serum that keeps skin comfortable alongside a retinoid. Add it to your next box from your account.',
    planName: 'Hyaluronic serum',
    items: [
      {
        code: '882S',
        name: 'Hyaluronic acid 2% serum',
        pricePence: 2900,
        form: 'serum',
        quantity: 30,
        quantityUnit: 'ml',
        directions: 'Apply 3-4 drops to damp skin morning and evening, before moisturiser.',
        ingredients: [{ name: 'Hyaluronic acid', value: 2, unit: '%' }],
        once: true,
        addOn: true,
        stockOnHand: 50,
      },
    ],
  },
];

export const REFERENCE_PROMOTIONS = [
  {
    code: 'DERMLOVE10',
    title: '20% off your first order',
    type: 'percentage',
    value: 20,
    duration: 'once',
    excludedCategories: ['tablets'],
  },
] as const;

export function intervalOf(item: ReferenceItem) {
  return item.once ? { interval: undefined, intervalCount: undefined } : EVERY_TWO_MONTHS;
}
