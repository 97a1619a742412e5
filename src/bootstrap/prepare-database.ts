import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { AppConfig } from '../config/app-config';
import { SeedReferenceCatalogueCommand } from '../modules/catalogue';
import { DEMO_ACCOUNTS, FindUserByEmailQuery, SeedDemoAccountsCommand } from '../modules/identity';
import { SeedDemoSubscriptionsCommand } from '../modules/subscription';

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
      await commands.execute(new SeedDemoAccountsCommand());
      await seedDemoCustomer(app);
    }
  });
}

/** The demo customer's treatments and saved card (subscription context), so every dashboard state shows after `npm start`. */
async function seedDemoCustomer(app: INestApplicationContext): Promise<void> {
  const email = DEMO_ACCOUNTS.find((account) => account.role === 'customer')?.email;
  const customer = email ? await app.get(QueryBus).execute(new FindUserByEmailQuery(email)) : null;
  if (customer) await app.get(CommandBus).execute(new SeedDemoSubscriptionsCommand(customer.id));
}
