import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AppConfig } from '../config/app-config';
import { SeedReferenceCatalogueCommand } from '../modules/catalogue';
import { SeedDemoAccountsCommand } from '../modules/identity';
import { SeedDemoPrescriberCommand } from '../modules/prescribing';

/** Brings the schema up to date. Runs before the application initialises, so nothing queries a missing table. */
export async function migrateDatabase(app: INestApplicationContext): Promise<void> {
  await app.get(MikroORM).getMigrator().up();
}

/**
 * Fills in reference data (and, outside production, the demo accounts). Needs an
 * initialised application: command handlers register during initialisation.
 */
export async function seedDatabase(app: INestApplicationContext): Promise<void> {
  const config = app.get(AppConfig);
  const commands = app.get(CommandBus);
  await RequestContext.create(app.get(MikroORM).em, async () => {
    await commands.execute(new SeedReferenceCatalogueCommand());
    if (config.isDevelopmentTooling) {
      const demoUserIds = await commands.execute(new SeedDemoAccountsCommand());
      // The demo admin is a prescriber; staff@example.com stays an admin without a prescriber profile.
      await commands.execute(new SeedDemoPrescriberCommand(demoUserIds['admin@example.com']));
    }
  });
}
