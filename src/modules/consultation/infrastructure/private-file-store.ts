import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';

/**
 * Health data on disk (consultation and progress photos), outside anything served
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

  async read(path: string): Promise<Buffer> {
    return readFile(this.locate(path));
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
