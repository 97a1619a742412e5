import type { PageMeta } from './page-meta';
import escapeHtml from 'escape-html';

/**
 * Writes a page's title, description, canonical URL, Open Graph tags and main
 * heading into the SPA's index.html, so they are there before any script runs.
 * The heading sits in #root, which React replaces on its first render.
 */
export function withPageMeta(indexHtml: string, meta: PageMeta, canonicalUrl: string): string {
  const origin = new URL(canonicalUrl).origin;
  const head = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonicalUrl)}" />`,
    `<meta property="og:locale" content="en_GB" />`,
    ...(meta.imageUrl
      ? [`<meta property="og:image" content="${escapeHtml(origin + meta.imageUrl)}" />`, `<link rel="preload" as="image" href="${escapeHtml(meta.imageUrl)}" fetchpriority="high" />`]
      : []),
    ...(meta.indexable ? [] : ['<meta name="robots" content="noindex" />']),
  ].join('\n    ');
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '')
    .replace('</head>', `    ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root"><h1 class="visually-hidden">${escapeHtml(meta.heading)}</h1></div>`);
}
