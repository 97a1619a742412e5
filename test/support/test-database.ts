import { Client } from 'pg';

const SERVER_URL = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Test databases are throwaway: anything whose name lacks "test" is refused, so a test can never drop real data. */
export function assertTestDatabaseName(name: string): void {
  if (!/test/.test(name)) throw new Error(`Refusing to use database "${name}" for tests: its name must contain "test".`);
}

export function testDatabaseUrl(name: string): string {
  assertTestDatabaseName(name);
  return SERVER_URL.replace(/\/[^/]*$/, `/${name}`);
}

async function onServer<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function createDatabase(name: string): Promise<void> {
  assertTestDatabaseName(name);
  return onServer(async (client) => void (await client.query(`create database "${name}"`)));
}

/** The database of one Jest worker of a run (JEST_WORKER_ID counts from 1). */
export const workerDatabaseName = (runDatabaseName: string, worker: number | string) => `${runDatabaseName}_w${worker}`;

/** The migrated database of a run that every database of the run is copied from; nothing connects to it once migrated. */
export const templateDatabaseName = (runDatabaseName: string) => `${runDatabaseName}_template`;

/**
 * A new database as a copy of the run's migrated template: a file copy on the server, instead of
 * running every migration again. Two copies of one template cannot start at the same moment
 * (PostgreSQL: 'source database is being accessed by other users'), so a clash waits and retries.
 */
export async function copyTemplateDatabase(name: string, template: string): Promise<void> {
  assertTestDatabaseName(name);
  assertTestDatabaseName(template);
  for (let attempt = 1; ; attempt++) {
    try {
      return await onServer(async (client) => void (await client.query(`create database "${name}" template "${template}"`)));
    } catch (error) {
      const templateBusy = (error as { code?: string }).code === '55006';
      if (!templateBusy || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

export function dropDatabase(name: string): Promise<void> {
  assertTestDatabaseName(name);
  return onServer(async (client) => void (await client.query(`drop database if exists "${name}" with (force)`)));
}
