/** Alt text for a product gallery image: the server sends URLs only, so the file name tells what it shows. */
export function galleryAlt(url: string, title: string): string {
  if (url.includes('/gallery/texture')) return `The texture of ${title}`;
  if (url.includes('/gallery/ingredients')) return `The key ingredients of ${title}`;
  return title;
}
