import { Migrator } from '@mikro-orm/migrations';
import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { loadMigrations } from '../../migrations';

/** A throwaway database for a benchmark, built by the real migrations. */
export async function createOwnDatabaseAt(serverUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`create database "${name}"`);
  await client.end();
  const orm = await MikroORM.init({
    clientUrl: serverUrl.replace(/\/[^/]*$/, `/${name}`),
    entities: [],
    discovery: { warnWhenNoEntities: false },
    extensions: [Migrator],
    migrations: { migrationsList: loadMigrations(), transactional: true, allOrNothing: true, snapshot: false, silent: true },
    debug: false,
  });
  await orm.getMigrator().up();
  await orm.close();
}

export async function dropDatabaseAt(serverUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.end();
}
