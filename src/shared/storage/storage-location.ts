import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkedStoragePath } from './storage-path';

export type StorageLocation = { kind: 'file'; root: string } | { kind: 's3'; bucket: string; prefix: string };

/** Bucket names as S3 allows them: 3 to 63 lower-case letters, digits, dots and hyphens. */
const S3_URL = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(\/.*)?$/;
const FORMS = 'file:///absolute/path, file://./path/relative/to/the/working/directory or s3://bucket[/prefix]';

/** Where `STORAGE_URL` (or the copy command's --from and --to) says the private files are. */
export function storageLocation(url: string): StorageLocation {
  if (url.startsWith('file:///')) return { kind: 'file', root: fileURLToPath(url) };
  if (url.startsWith('file://./')) return { kind: 'file', root: resolve(decodedPath(url.slice('file://'.length), url)) };
  const s3 = S3_URL.exec(url);
  if (!s3) throw new Error(`A storage URL must be ${FORMS}; got ${JSON.stringify(url)}`);
  const prefix = (s3[2] ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix) {
    try {
      checkedStoragePath(prefix);
    } catch {
      throw new Error(`The prefix of ${url} must be names of letters, digits, '.', '_' and '-' separated by single '/'`);
    }
  }
  return { kind: 's3', bucket: s3[1], prefix };
}

function decodedPath(path: string, url: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    throw new Error(`${url} has a broken %-escape`);
  }
}
