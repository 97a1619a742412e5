/**
 * `npm run migration:create -- NAME`: writes a migration for the difference between
 * the entities and the schema the existing migrations build, then lists it in
 * migrations/index.ts. Works on a scratch database, never on yours. Read the file
 * it writes before committing it.
 */
import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { createOrmConfig } from '../src/config/mikro-orm.config';
import { migratorOf } from '../src/config/migrator';

const SERVER_URL = process.env.MIGRATION_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Parallel worktrees each name their own scratch database.
const SCRATCH_DATABASE = process.env.MIGRATION_SCRATCH_DATABASE ?? 'shop_migration_scratch';

async function main(): Promise<void> {
  const name = process.argv[2]?.replace(/[^A-Za-z0-9]/g, '') || undefined;
  await recreateScratchDatabase();
  const scratchUrl = SERVER_URL.replace(/\/[^/]*$/, `/${SCRATCH_DATABASE}`);
  const orm = await MikroORM.init(createOrmConfig(scratchUrl));
  try {
    const migrator = migratorOf(orm);
    await migrator.up();
    const result = await migrator.createMigration('migrations', false, false, name);
    console.log(result.fileName ? `Wrote migrations/${result.fileName}` : 'The schema is up to date: no migration needed.');
  } finally {
    await orm.close();
    await onServer((client) => client.query(`drop database if exists ${SCRATCH_DATABASE}`));
  }
  writeMigrationIndex();
}

async function recreateScratchDatabase(): Promise<void> {
  await onServer(async (client) => {
    await client.query(`drop database if exists ${SCRATCH_DATABASE}`);
    await client.query(`create database ${SCRATCH_DATABASE}`);
  });
}

async function onServer(work: (client: Client) => Promise<unknown>): Promise<void> {
  const client = new Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** Lists every migration file, oldest first, in migrations/index.ts's MIGRATION_NAMES (the rest of that file stays as written). */
function writeMigrationIndex(): void {
  const names = readdirSync('migrations')
    .filter((file) => /^Migration\d+.*\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();
  const indexPath = join('migrations', 'index.ts');
  const list = `export const MIGRATION_NAMES: readonly string[] = [\n${names.map((migration) => `  '${migration}',`).join('\n')}\n];`;
  writeFileSync(indexPath, readFileSync(indexPath, 'utf8').replace(/export const MIGRATION_NAMES: readonly string\[\] = \[[^\]]*\];/, list));
}

void main();
