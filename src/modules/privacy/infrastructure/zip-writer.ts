import type { Readable } from 'node:stream';
import type Archiver from 'archiver';

/** A file for the ZIP: its name inside it, and its contents (read only when its turn comes, so photos are not all held at once). */
export interface ZipEntry {
  name: string;
  read: () => Promise<Buffer | string>;
}

/**
 * A ZIP (deflated) of the entries, made as it is read: each entry is read once the one before has gone
 * into the archive, so memory holds about one entry whatever the archive's size. A failing entry fails
 * the stream.
 */
export function zipStream(entries: ZipEntry[]): Readable {
  // Required on first use: only a data export writes a ZIP, in the worker.
  const archiver = require('archiver') as typeof Archiver;
  const archive = archiver('zip', { zlib: { level: 6 } });
  void (async () => {
    for (const entry of entries) {
      const contents = await entry.read();
      const appended = entryWritten(archive);
      archive.append(contents, { name: entry.name });
      await appended;
    }
    await archive.finalize();
  })().catch((error: Error) => archive.destroy(error));
  return archive;
}

/** Settles when the archive has taken the entry being appended, or has failed or been closed meanwhile. */
function entryWritten(archive: Archiver.Archiver): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      archive.off('entry', onEntry).off('close', onClose).off('error', settle);
      if (error) reject(error);
      else resolve();
    };
    const onEntry = () => settle();
    const onClose = () => settle(new Error('The ZIP stream closed before all its entries were written'));
    archive.on('entry', onEntry).on('close', onClose).on('error', settle);
  });
}
