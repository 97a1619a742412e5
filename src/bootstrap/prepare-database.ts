import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AppConfig } from '../config/app-config';
import { SeedReferenceCatalogueCommand } from '../modules/catalogue';
import { SeedDemoAccountsCommand } from '../modules/identity';

/** Brings the schema up to date and fills in reference data (and, outside production, demo accounts). */
export async function prepareDatabase(app: INestApplicationContext, { migrate }: { migrate: boolean }): Promise<void> {
  const config = app.get(AppConfig);
  const orm = app.get(MikroORM);
  if (migrate) await orm.getMigrator().up();
  const commands = app.get(CommandBus);
  await RequestContext.create(orm.em, async () => {
    await commands.execute(new SeedReferenceCatalogueCommand());
    if (config.isDevelopmentTooling) await commands.execute(new SeedDemoAccountsCommand());
  });
}
