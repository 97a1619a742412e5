import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What scripts/e2e-server.ts started the server with, written where the tests can read it. */
export interface E2eRun {
  env: { DATABASE_URL: string; REDIS_PREFIX: string } & Record<string, string>;
}

export const e2eRunFile = (port: string) => join(tmpdir(), `shop-e2e-${port}.json`);

export function e2eRun(): E2eRun {
  return JSON.parse(readFileSync(e2eRunFile(process.env.E2E_PORT ?? '3100'), 'utf8')) as E2eRun;
}
