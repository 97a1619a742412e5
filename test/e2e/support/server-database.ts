import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { e2eRun } from '../e2e-run';

/**
 * The e2e server's own database, for what a browser cannot do: read an id the screens do not
 * show, or stand in for time passing. The one place e2e tests reach past the product.
 */
export async function queryServerDatabase<Row extends object = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<Row[]> {
  const database = new Client({ connectionString: e2eRun().env.DATABASE_URL });
  await database.connect();
  try {
    return (await database.query<Row>(sql, params)).rows;
  } finally {
    await database.end();
  }
}

/** An operations command (`node dist/src/cli.js …`, docs/operations.md) against the e2e server's database and Redis; its output. */
export async function runServerCli(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['dist/src/cli.js', ...args], { env: { ...process.env, ...e2eRun().env } });
  return stdout;
}
