import type SanitizeHtml from 'sanitize-html';
import type { Faq } from './content-types';

/**
 * Content answers and articles may hold simple markup. Only these tags and safe
 * link schemes survive, so nothing served can run script in a visitor's browser.
 */
export function sanitiseMarkup(html: string): string {
  // Required on first use, not at start (with htmlparser2 and postcss, some 60 modules): the worker never draws content.
  const sanitizeHtml = require('sanitize-html') as typeof SanitizeHtml;
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'h2', 'h3'],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['https', 'mailto'],
    allowProtocolRelative: false,
  });
}

export function sanitiseFaqs(faqs: Faq[]): Faq[] {
  return faqs.map((faq) => ({ q: faq.q, a: sanitiseMarkup(faq.a) }));
}
