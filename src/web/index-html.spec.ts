import { withPageMeta } from './index-html';

const INDEX = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Default description"
    />
    <title>Default | Derm Shop</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('withPageMeta', () => {
  const meta = { status: 200 as const, title: 'Acne Formula | Derm Shop', description: 'Clears "breakouts" & more', heading: 'Acne Formula', indexable: true };

  it('replaces the title and description and adds canonical and Open Graph tags', () => {
    const html = withPageMeta(INDEX, meta, 'https://shop.example/shop/acne');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Acne Formula | Derm Shop</title>');
    expect(html).not.toContain('Default description');
    expect(html).toContain('<meta name="description" content="Clears &quot;breakouts&quot; &amp; more" />');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/shop/acne" />');
    expect(html).toContain('<meta property="og:title" content="Acne Formula | Derm Shop" />');
    expect(html).not.toContain('noindex');
  });

  it('puts the main heading in the page before any script runs', () => {
    expect(withPageMeta(INDEX, meta, 'https://shop.example/')).toContain('<div id="root"><h1 class="visually-hidden">Acne Formula</h1></div>');
  });

  it('preloads the main image and offers it to link previews', () => {
    const html = withPageMeta(INDEX, { ...meta, imageUrl: '/images/treatments/acne.svg' }, 'https://shop.example/shop/acne');
    expect(html).toContain('<meta property="og:image" content="https://shop.example/images/treatments/acne.svg" />');
    expect(html).toContain('<link rel="preload" as="image" href="/images/treatments/acne.svg" fetchpriority="high" />');
  });

  it('keeps private screens out of search results', () => {
    expect(withPageMeta(INDEX, { ...meta, indexable: false }, 'https://shop.example/v2/profile')).toContain('<meta name="robots" content="noindex" />');
  });
});
