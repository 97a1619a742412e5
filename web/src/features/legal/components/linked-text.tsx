import { linkify } from '../lib/linkify';

/** Plain text from a legal document, its web and email addresses made links. */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((part, index) =>
        'href' in part ? (
          <a key={index} href={part.href} rel={part.href.startsWith('http') ? 'noopener' : undefined}>
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
