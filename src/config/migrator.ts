import type { MikroORM } from '@mikro-orm/core';
import type * as Migrations from '@mikro-orm/migrations';
import { loadMigrations } from '../../migrations';

/**
 * The ORM's migrator over every migration in migrations/index.ts. Loaded on first call, not with
 * the ORM: @mikro-orm/migrations and the migration classes bring umzug and @rushstack (~225
 * modules), and a start with nothing pending (src/bootstrap/prepare-database.ts asks first) never
 * needs them. Registered here rather than found by MikroORM, which would look in the working directory.
 */
export function migratorOf(orm: MikroORM): Migrations.Migrator {
  const { Migrator } = require('@mikro-orm/migrations') as typeof Migrations;
  orm.config.set('migrations', { ...orm.config.get('migrations'), migrationsList: loadMigrations() });
  Migrator.register(orm);
  return orm.getMigrator() as Migrations.Migrator;
}
