export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

const EXTENSIONS = /\.(jpe?g|png|webp)$/i;

/** Why this file cannot be uploaded, or undefined when it can. The server checks the content again. */
export function photoFileProblem(file: File): string | undefined {
  // Some systems leave the type empty; the name is the only hint then.
  const looksLikePhoto = file.type ? (PHOTO_TYPES as readonly string[]).includes(file.type) : EXTENSIONS.test(file.name);
  if (!looksLikePhoto) return `“${file.name}” is not a photo we can use. Please choose a JPEG, PNG or WebP image.`;
  if (file.size > MAX_PHOTO_BYTES) return `“${file.name}” is larger than 10 MB. Please choose a smaller photo.`;
  if (file.size === 0) return `“${file.name}” is empty. Please choose another photo.`;
  return undefined;
}
