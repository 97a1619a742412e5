import { withCspNonce, withHiddenHeading, withPageMeta } from './index-html';

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
  const meta = { status: 200 as const, title: 'Acne Formula | Derm Shop', description: 'Clears "breakouts" & more', heading: 'Acne Formula', indexable: true, serverRendered: true };

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

  it('gives a page sent as the empty shell its main heading before any script runs', () => {
    expect(withHiddenHeading(INDEX, 'Acne & more')).toContain('<div id="root"><h1 class="visually-hidden">Acne &amp; more</h1></div>');
  });

  it('takes a `$` in the text literally', () => {
    const html = withPageMeta(INDEX, { ...meta, title: "Save $& more $'" }, 'https://shop.example/');
    expect(html).toContain("<title>Save $&amp; more $&#39;</title>");
    expect(withHiddenHeading(INDEX, '$& off')).toContain('<h1 class="visually-hidden">$&amp; off</h1>');
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

describe('withCspNonce', () => {
  it('puts the nonce on every inline stylesheet and in a csp-nonce meta tag in the head', () => {
    const html = withCspNonce(INDEX.replace('</head>', '<style>a{}</style><style media="print">b{}</style></head>'), 'abc+/=');
    expect(html).toContain('<style nonce="abc+/=">a{}</style><style nonce="abc+/=" media="print">b{}</style>');
    expect(html).toMatch(/<meta property="csp-nonce" nonce="abc\+\/=" \/>\s*<\/head>/);
    expect(html.match(/csp-nonce/g)).toHaveLength(1);
  });
});
