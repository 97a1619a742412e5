import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import type { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { MIGRATION_NAMES } from '../../migrations';
import { migrateDatabase } from '../../src/bootstrap/prepare-database';
import { createOrmConfig } from '../../src/config/mikro-orm.config';
import { createDatabase, dropDatabase, testDatabaseUrl } from '../support/test-database';

/**
 * RUN_MIGRATIONS_ON_START on a database of its own: a fresh one gets every migration through the
 * migrator (loaded only then, src/config/migrator.ts); a start with nothing pending leaves the
 * record as it was. The list the start compares against names every migration file.
 */
const DATABASE = `${process.env.TEST_DATABASE_NAME}_migrations_on_start`;

describe('Migrations on start', () => {
  let app: INestApplicationContext;

  beforeAll(async () => {
    await createDatabase(DATABASE);
    const moduleRef = await Test.createTestingModule({ imports: [MikroOrmModule.forRoot(createOrmConfig(testDatabaseUrl(DATABASE)))] }).compile();
    app = await moduleRef.init();
  });

  afterAll(async () => {
    await app?.close();
    await dropDatabase(DATABASE);
  });

  it('lists every migration file, oldest first, each exporting the class of its name', () => {
    const files = readdirSync(join(__dirname, '..', '..', 'migrations'))
      .filter((file) => /^Migration\d+.*\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''));
    expect(MIGRATION_NAMES).toEqual([...files].sort());
  });

  it('runs every migration on a fresh database, then finds nothing pending on the next start', async () => {
    await migrateDatabase(app);
    const applied = await appliedMigrations();
    expect(applied.map((row) => row.name)).toEqual(MIGRATION_NAMES);
    expect(await tableExists('pom_register_entry')).toBe(true);

    await migrateDatabase(app);
    expect(await appliedMigrations()).toEqual(applied);
  });
});

async function appliedMigrations(): Promise<{ name: string; executed_at: Date }[]> {
  return onDatabase(async (client) => (await client.query('select name, executed_at from mikro_orm_migrations order by id')).rows);
}

async function tableExists(table: string): Promise<boolean> {
  return onDatabase(async (client) => (await client.query('select to_regclass($1) is not null as exists', [table])).rows[0].exists);
}

async function onDatabase<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: testDatabaseUrl(DATABASE) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
