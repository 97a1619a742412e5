import { createHash } from 'node:crypto';
import type { PrivateFileStore } from './private-file-store';

export interface CopyReport {
  /** Files found in the store copied from. */
  found: number;
  copied: number;
  /** Already in the bucket (an earlier run), left as they were and checked like the rest. */
  alreadyThere: number;
  /** Read back from the bucket with the same size and SHA-256 as on disk. */
  verified: number;
  /** One line per file not copied or not the same in the bucket; any makes the copy a failure. */
  problems: string[];
}

/** Files copied at once: enough to hide a bucket's round trips, few enough to keep memory to a few parts each. */
const AT_ONCE = 8;

/**
 * Copies every file of `from` (a store on disk) into `to` (a bucket), then reads each back from the
 * bucket and compares its size and SHA-256 with the original. Never overwrites: a file already in the
 * bucket is only checked, so an interrupted copy is finished by running it again.
 */
export async function copyToBucket(from: PrivateFileStore, to: PrivateFileStore, progress: (line: string) => void = () => undefined): Promise<CopyReport> {
  const paths: string[] = [];
  for await (const path of from.list()) paths.push(path);
  const report: CopyReport = { found: paths.length, copied: 0, alreadyThere: 0, verified: 0, problems: [] };
  let next = 0;
  const copyNext = async (): Promise<void> => {
    for (let index = next++; index < paths.length; index = next++) {
      await copyOne(paths[index], from, to, report).catch((error: Error) => report.problems.push(`${paths[index]}: not copied: ${error.message}`));
      const done = index + 1;
      if (done % 500 === 0) progress(`${done} of ${paths.length} files...`);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, copyNext));
  return report;
}

async function copyOne(path: string, from: PrivateFileStore, to: PrivateFileStore, report: CopyReport): Promise<void> {
  if (await to.exists(path)) report.alreadyThere++;
  else {
    await to.writeStream(path, await from.readStream(path));
    report.copied++;
  }
  const [original, stored] = await Promise.all([digestOf(from, path), digestOf(to, path)]);
  if (original.size === stored.size && original.sha256 === stored.sha256) report.verified++;
  else report.problems.push(`${path}: ${original.size} bytes, SHA-256 ${original.sha256} on disk; ${stored.size} bytes, SHA-256 ${stored.sha256} in the bucket`);
}

/** Size and SHA-256 of a file as the store gives it back now, read as a stream. */
async function digestOf(store: PrivateFileStore, path: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of await store.readStream(path)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}
