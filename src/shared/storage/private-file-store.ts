import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { OnModuleDestroy } from '@nestjs/common';
import { checkedStoragePath } from './storage-path';

export { FileAlreadyStoredError, FileNotStoredError, StoragePathRefusedError } from './storage-path';

/**
 * Private files (consultation and progress photos, identity documents, shipping labels, generated
 * documents and exports): health data, never served statically and never by a link to the store
 * itself; each is reached only through a controller that checks who asks. Injected by this class;
 * `STORAGE_URL` picks the adapter (open-private-file-store.ts): a folder on this machine, or a
 * bucket every process and machine shares.
 *
 * Every path is checked here, once for both adapters (storage-path.ts), before an adapter sees it.
 */
export abstract class PrivateFileStore implements OnModuleDestroy {
  /** Where the files are, for operators' messages: `file:///...` or `s3://bucket/prefix`. */
  abstract readonly location: string;

  /** Refuses (FileAlreadyStoredError) to replace a file: names are random, so one that exists already is a bug. */
  async write(path: string, contents: Buffer): Promise<void> {
    await this.putFile(checkedStoragePath(path), contents);
  }

  /**
   * For large files (the POM register export, a patient's data export): stored as `source` produces
   * them, never held whole in memory. Answers the number of bytes stored. Refuses to replace a file as
   * `write` does; when `source` fails, nothing is left at `path`.
   */
  async writeStream(path: string, source: Readable): Promise<number> {
    let key: string;
    try {
      key = checkedStoragePath(path);
    } catch (error) {
      source.destroy(); // a writer feeding it must not wait on a stream nobody will read
      throw error;
    }
    let bytes = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    const stored = this.putStream(key, counted);
    const fed = pipeline(source, counted);
    try {
      await Promise.all([stored, fed]);
    } catch (error) {
      // Whichever side failed first, the other is stopped too: no writer waits on a store that gave up.
      // Destroyed without the error, which the streams' own listeners may no longer be there to take.
      counted.destroy();
      source.destroy();
      await Promise.allSettled([stored, fed]);
      throw error;
    }
    return bytes;
  }

  async exists(path: string): Promise<boolean> {
    return this.hasFile(checkedStoragePath(path));
  }

  /** The whole file, for small ones (a photo, a label); FileNotStoredError when there is none. */
  async read(path: string): Promise<Buffer> {
    return this.getFile(checkedStoragePath(path));
  }

  /** A large file as it is read (an export being downloaded); FileNotStoredError, before any byte, when there is none. */
  async readStream(path: string): Promise<Readable> {
    return this.getStream(checkedStoragePath(path));
  }

  /** Removing a file that is not there is no error: retention sweeps and erasures may run again. */
  async remove(path: string): Promise<void> {
    await this.deleteFile(checkedStoragePath(path));
  }

  /** Every file's path in the store, or under `folder`, in no promised order (copying a store into a bucket). */
  list(folder?: string): AsyncIterable<string> {
    return this.listFiles(folder === undefined ? undefined : checkedStoragePath(folder));
  }

  /** Lets go of what the adapter holds open (a bucket's connections); Nest calls it as the app closes. */
  onModuleDestroy(): void {}

  protected abstract putFile(path: string, contents: Buffer): Promise<void>;
  protected abstract putStream(path: string, source: Readable): Promise<void>;
  protected abstract hasFile(path: string): Promise<boolean>;
  protected abstract getFile(path: string): Promise<Buffer>;
  protected abstract getStream(path: string): Promise<Readable>;
  protected abstract deleteFile(path: string): Promise<void>;
  protected abstract listFiles(folder: string | undefined): AsyncIterable<string>;
}
