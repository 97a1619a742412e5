export type TextPart = { text: string } | { text: string; href: string };

// Web addresses (not their closing bracket or full stop), email addresses, and UK telephone
// numbers written in groups ('0161 000 0000', '+44 141 496 0000'; never a bare run of digits
// such as a company number).
const LINKABLE = /(https?:\/\/[^\s)]+[^\s).,;])|([\w.+-]+@[\w-]+(?:\.[\w-]+)+)|((?:\+44 ?|\b0)\d{2,4}(?: \d{3,4}){1,2}\b)/g;

/** Splits plain text into words and the addresses and numbers in it, which the page shows as links. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINKABLE)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ text: text.slice(last, index) });
    const [found, url, email] = match;
    const href = url ? found : email ? `mailto:${found}` : `tel:${found.replace(/ /g, '')}`;
    parts.push({ text: found, href });
    last = index + found.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
