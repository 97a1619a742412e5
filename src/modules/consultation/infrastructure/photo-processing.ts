import type Sharp from 'sharp';
import { PhotoNotAnImageError } from '../domain/consultation.errors';

// Required on first use, not at start: a process handles a photo rarely, and sharp with libvips is large.
const loadSharp = () => require('sharp') as typeof Sharp;

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

const FORMATS = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
  webp: { extension: 'webp', contentType: 'image/webp' },
} as const;
type AcceptedFormat = keyof typeof FORMATS;

/** Large enough for a dermatologist to zoom in, small enough to load on a phone. */
const LONGEST_SIDE = 2400;

export interface CleanPhoto {
  contents: Buffer;
  extension: string;
  contentType: string;
}

/**
 * Accepts JPEG, PNG and WebP by what the bytes are, whatever the file is called, and
 * re-encodes them: the copy we keep has no EXIF, GPS location, camera serial or
 * embedded thumbnail, and is turned the right way up first.
 */
export async function cleanPhoto(upload: Buffer): Promise<CleanPhoto> {
  const format = await detectFormat(upload);
  // sharp drops all metadata unless told to keep it; rotate() applies the EXIF orientation before it goes.
  const image = loadSharp()(upload, { failOn: 'error' }).rotate().resize({ width: LONGEST_SIDE, height: LONGEST_SIDE, fit: 'inside', withoutEnlargement: true });
  const encoded = format === 'jpeg' ? image.jpeg({ quality: 88, mozjpeg: true }) : format === 'png' ? image.png() : image.webp({ quality: 88 });
  try {
    return { contents: await encoded.toBuffer(), ...FORMATS[format] };
  } catch {
    throw new PhotoNotAnImageError();
  }
}

async function detectFormat(upload: Buffer): Promise<AcceptedFormat> {
  try {
    const { format } = await loadSharp()(upload).metadata();
    if (format && format in FORMATS) return format as AcceptedFormat;
  } catch {
    // Not an image sharp can read: refused below like any other file.
  }
  throw new PhotoNotAnImageError();
}
