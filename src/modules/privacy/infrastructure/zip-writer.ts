import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { once } from 'node:events';
import type Archiver from 'archiver';

/** A file for the ZIP: its name inside it, and its contents (read only when its turn comes, so photos are not all held at once). */
export interface ZipEntry {
  name: string;
  read: () => Promise<Buffer | string>;
}

/** Streams entries into a new ZIP file (deflated, readable by its owner only) and answers its size in bytes. */
export async function writeZip(file: string, entries: ZipEntry[]): Promise<number> {
  const output = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  // Required on first use: only a data export writes a ZIP, in the worker.
  const archiver = require('archiver') as typeof Archiver;
  const archive = archiver('zip', { zlib: { level: 6 } });
  const failed = new Promise<never>((_, reject) => {
    archive.on('error', reject);
    output.on('error', reject);
  });
  archive.pipe(output);
  for (const entry of entries) archive.append(await entry.read(), { name: entry.name });
  await Promise.race([Promise.all([archive.finalize(), once(output, 'close')]), failed]);
  return (await stat(file)).size;
}
