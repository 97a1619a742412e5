import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readDirectory, type PracticeRecord } from './practice-csv';

/** The shipped directory (copied next to the compiled code by nest-cli.json's assets). */
export const DIRECTORY_FILE = join(__dirname, 'gp-practices.csv');

export async function loadPracticeDirectory(file = DIRECTORY_FILE): Promise<PracticeRecord[]> {
  return readDirectory(await readFile(file, 'utf8'));
}
