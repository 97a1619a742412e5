export const AS_SEEN_IN = ['Vogue', 'Elle', 'Grazia', 'The Times', 'Stylist'].map((name) => ({
  name,
  logoUrl: `/images/as-seen-in/${name.toLowerCase().replace(/\s+/g, '-')}.svg`,
}));

/** The six condition tiles, in the spec's order. */
export const CONDITION_TILES = [
  { title: 'Rosacea', slug: 'rosacea' },
  { title: 'Hyperpigmentation', slug: 'hyperpigmentation' },
  { title: 'Anti-ageing', slug: 'anti-ageing' },
  { title: 'Acne', slug: 'acne' },
  { title: 'Menopause', slug: 'menopause' },
  { title: 'Glow', slug: 'glow' },
].map(({ title, slug }) => ({ title, href: `/shop/${slug}`, imageUrl: `/images/conditions/${slug}.svg` }));

export const SOCIAL_STRIP = [
  'Morning routine with the acne formula',
  'Twelve weeks on the anti-ageing formula',
  'Our pharmacy team mixing formulas',
  'A 30ml formula in its recyclable pump',
  'Glow formula before a night out',
  'Dr Hart answering questions live',
].map((alt, index) => ({ imageUrl: `/images/instagram/${index + 1}.svg`, alt, href: 'https://www.instagram.com/' }));
