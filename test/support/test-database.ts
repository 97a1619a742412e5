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

export function dropDatabase(name: string): Promise<void> {
  assertTestDatabaseName(name);
  return onServer(async (client) => void (await client.query(`drop database if exists "${name}" with (force)`)));
}
