import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readDirectory, type PracticeRecord } from './practice-csv';

/** The shipped directory (copied next to the compiled code by nest-cli.json's assets). */
export const DIRECTORY_FILE = join(__dirname, 'gp-practices.csv');

/** The shipped file's text and SHA-256, so a start can tell whether it changed since it was last loaded. */
export async function readPracticeDirectoryFile(file = DIRECTORY_FILE): Promise<{ checksum: string; practices: () => PracticeRecord[] }> {
  const text = await readFile(file, 'utf8');
  return { checksum: createHash('sha256').update(text).digest('hex'), practices: () => readDirectory(text) };
}
