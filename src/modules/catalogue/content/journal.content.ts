export interface JournalArticle {
  slug: string;
  title: string;
  summary: string;
  publishedAt: string;
  author: string;
  readingMinutes: number;
  imageUrl: string;
  bodyHtml: string;
}

/** The journal, newest first. Bodies are HTML, sanitised before they are served. */
export const JOURNAL: JournalArticle[] = [
  {
    slug: 'spf-every-day',
    imageUrl: '/images/journal/spf-every-day.svg',
    title: 'Why SPF matters every single day',
    summary: 'UK skies are grey, but UVA still reaches your skin. Here is how to protect your treatment results.',
    publishedAt: '2025-10-28',
    author: 'Sophie Clarke, Independent Prescriber Pharmacist',
    readingMinutes: 3,
    bodyHtml:
      '<p>Retinoids make skin more sensitive to the sun, and UVA passes through cloud and glass all year round.</p><h2>What to use</h2><p>A broad-spectrum SPF 30 or higher, applied as the last step of your morning routine, every day.</p><ul><li>Two finger-lengths for face and neck</li><li>Reapply if you are outdoors for long</li></ul>',
  },
  {
    slug: 'hormonal-acne-guide',
    imageUrl: '/images/journal/hormonal-acne-guide.svg',
    title: 'A guide to hormonal acne',
    summary: 'Why breakouts cluster on the jaw and chin, and what actually helps.',
    publishedAt: '2025-09-15',
    author: 'Dr Rahul Mehta',
    readingMinutes: 5,
    bodyHtml:
      '<p>Hormonal acne tends to appear as deep, tender spots along the jawline, often before a period.</p><h2>Treatment options</h2><p>Topical retinoids and azelaic acid help, and for some women a daily tablet such as spironolactone is appropriate after a medical review.</p>',
  },
  {
    slug: 'retinoids-explained',
    imageUrl: '/images/journal/retinoids-explained.svg',
    title: 'Retinoids explained',
    summary: 'Tretinoin, retinol, retinal: what the differences are and how to start without irritation.',
    publishedAt: '2025-08-02',
    author: 'Dr Amelia Hart',
    readingMinutes: 4,
    bodyHtml:
      '<p>Retinoids are vitamin A derivatives. Tretinoin is the active form and works directly; retinol must be converted by the skin first, so it is gentler but slower.</p><h2>Starting out</h2><p>Use a pea-sized amount every other night for two weeks, then nightly, and moisturise well.</p>',
  },
];
