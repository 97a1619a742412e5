import sharp from 'sharp';

/** Small but real photos, made the way a camera would save them (sharp is the server's own image library). */
export async function photoFile(name: string, colour = { r: 214, g: 160, b: 140 }) {
  const image = sharp({ create: { width: 96, height: 96, channels: 3, background: colour } });
  return name.endsWith('.png')
    ? { name, mimeType: 'image/png', buffer: await image.png().toBuffer() }
    : { name, mimeType: 'image/jpeg', buffer: await image.jpeg().toBuffer() };
}
