/** A folder or file name in the store: letters, digits, '.', '_' and '-', never '.' or '..' alone. */
const SEGMENT = /^[A-Za-z0-9._-]+$/;
const MAX_LENGTH = 512;

/**
 * The one check every path passes before either adapter sees it: relative, '/'-separated, each
 * part a plain name. So no path climbs out of the store's folder on disk or out of its prefix in
 * a bucket, whatever a caller (or a row in the database) holds.
 */
export function checkedStoragePath(path: string): string {
  const segments = path.split('/');
  const plain = path.length > 0 && path.length <= MAX_LENGTH && segments.every((segment) => SEGMENT.test(segment) && segment !== '.' && segment !== '..');
  if (!plain) throw new StoragePathRefusedError(path);
  return path;
}

/** A path outside the store, absolute, or with characters the store does not take: a bug in the caller, never served. */
export class StoragePathRefusedError extends Error {
  constructor(path: string) {
    super(`Refusing a storage path that is not a plain relative path inside the store: ${JSON.stringify(path.slice(0, 200))}`);
    this.name = 'StoragePathRefusedError';
  }
}

/** Writing a path that holds a file already: names are random, so this is a bug, never something to overwrite. */
export class FileAlreadyStoredError extends Error {
  constructor(path: string) {
    super(`A file is already stored at ${path}; files are never overwritten`);
    this.name = 'FileAlreadyStoredError';
  }
}

/** Reading a path that holds no file (removed by a retention sweep or an erasure, or never written). */
export class FileNotStoredError extends Error {
  constructor(path: string) {
    super(`No file is stored at ${path}`);
    this.name = 'FileNotStoredError';
  }
}
