import type { PageMeta } from './page-meta';
import escapeHtml from 'escape-html';

/**
 * Writes a page's title, description, canonical URL and Open Graph tags into the
 * SPA's index.html, so they are there before any script runs.
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
    ...(meta.imageUrl ? [`<meta property="og:image" content="${escapeHtml(origin + meta.imageUrl)}" />`] : []),
    ...(meta.indexable ? [] : ['<meta name="robots" content="noindex" />']),
  ].join('\n    ');
  // First in the head, so the main image is asked for before the stylesheet and scripts.
  const preload = meta.imageUrl ? `<link rel="preload" as="image" href="${escapeHtml(meta.imageUrl)}" fetchpriority="high" />\n    ` : '';
  // Replacement functions, so a `$` in the text is never read as a pattern.
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '')
    .replace(/<head>\s*(<meta charset="[^"]*"\s*\/?>\s*)?/i, (start) => `${start}${preload}`)
    .replace('</head>', () => `    ${head}\n  </head>`);
}

/**
 * For a page sent as the empty shell (not drawn by the server): its main heading, a
 * visually hidden `h1` inside #root, which React replaces on its first render.
 */
export function withHiddenHeading(html: string, heading: string): string {
  return html.replace('<div id="root"></div>', () => `<div id="root"><h1 class="visually-hidden">${escapeHtml(heading)}</h1></div>`);
}

/**
 * The response's content-security-policy nonce on the page's inline stylesheet (written in
 * by web-assets.ts), and in a `<meta property="csp-nonce">` for the scripts that add styles
 * as the page runs (antd's CSS-in-JS; web/src/lib/csp-nonce.ts reads it), as Vite's
 * `html.cspNonce` writes it. The browser empties a nonce attribute once it has read it, so
 * an injected stylesheet's attribute selectors cannot read the value.
 */
export function withCspNonce(html: string, nonce: string): string {
  return html
    .replace(/<style(?=[\s>])/g, () => `<style nonce="${nonce}"`)
    .replace('</head>', () => `  <meta property="csp-nonce" nonce="${nonce}" />\n  </head>`);
}
