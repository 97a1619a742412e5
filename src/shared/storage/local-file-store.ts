import { mkdir, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { PrivateFileStore } from './private-file-store';
import { FileAlreadyStoredError, FileNotStoredError } from './storage-path';

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** Private files in a folder on this machine's disk: one process, or processes sharing that disk. Files readable by their owner only. */
export class LocalFileStore extends PrivateFileStore {
  readonly location: string;
  private readonly root: string;

  constructor(root: string) {
    super();
    this.root = resolve(root);
    this.location = pathToFileURL(this.root).href;
  }

  protected async putFile(path: string, contents: Buffer): Promise<void> {
    const file = await this.opened(path);
    try {
      await file.writeFile(contents);
    } catch (error) {
      await rm(this.locate(path), { force: true });
      throw error;
    } finally {
      await file.close();
    }
  }

  protected async putStream(path: string, source: Readable): Promise<void> {
    const file = await this.opened(path);
    try {
      await pipeline(source, file.createWriteStream());
    } catch (error) {
      // Half a file is no file: it goes, so a reader never takes it for the whole one.
      await rm(this.locate(path), { force: true });
      throw error;
    }
  }

  protected async hasFile(path: string): Promise<boolean> {
    return stat(this.locate(path)).then(
      (found) => found.isFile(),
      (error) => {
        if (code(error) === 'ENOENT' || code(error) === 'ENOTDIR') return false;
        throw error;
      },
    );
  }

  protected async getFile(path: string): Promise<Buffer> {
    return readFile(this.locate(path)).catch((error) => this.missingAs(error, path));
  }

  protected async getStream(path: string): Promise<Readable> {
    // Opened here, not lazily by the stream, so a missing file is an error now rather than a broken response later.
    const file = await open(this.locate(path), 'r').catch((error) => this.missingAs(error, path));
    return file.createReadStream();
  }

  protected async deleteFile(path: string): Promise<void> {
    await rm(this.locate(path), { force: true });
  }

  protected async *listFiles(folder: string | undefined): AsyncIterable<string> {
    const start = folder === undefined ? this.root : this.locate(folder);
    const entries = await readdir(start, { recursive: true, withFileTypes: true }).catch((error) => {
      if (code(error) === 'ENOENT' || code(error) === 'ENOTDIR') return [];
      throw error;
    });
    for (const entry of entries) if (entry.isFile()) yield relative(this.root, join(entry.parentPath, entry.name)).split(sep).join('/');
  }

  /** wx: opening fails (FileAlreadyStoredError) if the file exists, so nothing is ever overwritten; 0600 for the owner alone. */
  private async opened(path: string) {
    const file = this.locate(path);
    await mkdir(dirname(file), { recursive: true });
    return open(file, 'wx', 0o600).catch((error) => {
      throw code(error) === 'EEXIST' ? new FileAlreadyStoredError(path) : error;
    });
  }

  private missingAs(error: unknown, path: string): never {
    throw code(error) === 'ENOENT' || code(error) === 'EISDIR' ? new FileNotStoredError(path) : error;
  }

  /** The port has checked the path (plain names, nothing climbing out), so it lies inside the root. */
  private locate(path: string): string {
    return join(this.root, path);
  }
}
