import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { dirname, resolve, sep } from 'node:path';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';

/**
 * Private files on disk (consultation and progress photos, shipping labels, generated documents and exports), outside anything served
 * statically. Files are reached only through a controller that checks who asks.
 */
@Injectable()
export class PrivateFileStore {
  private readonly root: string;

  constructor(config: AppConfig) {
    this.root = resolve(config.get('STORAGE_DIR'));
  }

  async write(path: string, contents: Buffer): Promise<void> {
    const file = this.locate(path);
    await mkdir(dirname(file), { recursive: true });
    // wx: a random name that already exists is a bug, never something to overwrite.
    await writeFile(file, contents, { flag: 'wx', mode: 0o600 });
  }

  /** For writers that stream to disk themselves (a large spreadsheet): the file's place, its folder made. */
  async pathForStreaming(path: string): Promise<string> {
    const file = this.locate(path);
    await mkdir(dirname(file), { recursive: true });
    return file;
  }

  async exists(path: string): Promise<boolean> {
    return stat(this.locate(path)).then(
      () => true,
      () => false,
    );
  }

  async read(path: string): Promise<Buffer> {
    return readFile(this.locate(path));
  }

  /** For a large file sent as it is read (a patient's data export), never held in memory whole. */
  readStream(path: string): Readable {
    return createReadStream(this.locate(path));
  }

  async remove(path: string): Promise<void> {
    await rm(this.locate(path), { force: true });
  }

  /** Keeps every path inside the store, whatever it contains. */
  private locate(path: string): string {
    const file = resolve(this.root, path);
    if (!file.startsWith(this.root + sep)) throw new Error(`Refusing a storage path outside the store: ${path}`);
    return file;
  }
}
