/**
 * Operations commands: `npm run cli -- <command>`.
 *   migrate                                    apply pending migrations and reference data
 *   create-admin --email E --password P        create or promote an admin (any environment)
 */
import 'reflect-metadata';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { Command as Program, InvalidArgumentError } from 'commander';
import { migrateDatabase, seedDatabase } from './bootstrap/prepare-database';
import { prepareProcess } from './bootstrap/prepare-process';
import { CoreModule } from './core.module';
import { CreateAdminCommand } from './modules/identity';

async function withCore(work: (app: Awaited<ReturnType<typeof NestFactory.createApplicationContext>>) => Promise<void>): Promise<void> {
  await prepareProcess();
  const app = await NestFactory.createApplicationContext(CoreModule, { logger: ['error', 'warn'] });
  try {
    await work(app);
  } finally {
    await app.close();
  }
}

function emailAddress(value: string): string {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())) throw new InvalidArgumentError('That is not an email address.');
  return value.trim();
}

function atLeast(length: number, what: string) {
  return (value: string) => {
    if (value.length < length) throw new InvalidArgumentError(`${what} must be at least ${length} characters.`);
    return value;
  };
}

const program = new Program('cli').description('Skincare shop operations');

program
  .command('migrate')
  .description('Apply pending migrations and seed reference data')
  .action(() =>
    withCore(async (app) => {
      await migrateDatabase(app);
      await seedDatabase(app);
      console.log('Database up to date.');
    }),
  );

program
  .command('create-admin')
  .description('Create an admin account, or promote an existing account to admin and set its password')
  .requiredOption('--email <email>', 'sign-in email', emailAddress)
  .requiredOption('--password <password>', 'at least 12 characters', atLeast(12, 'The password'))
  .option('--first-name <name>')
  .option('--last-name <name>')
  .action((options: { email: string; password: string; firstName?: string; lastName?: string }) =>
    withCore(async (app) => {
      const { userId } = await RequestContext.create(app.get(MikroORM).em, () =>
        app.get(CommandBus).execute(new CreateAdminCommand(options.email, options.password, options.firstName, options.lastName)),
      );
      console.log(`Admin ${options.email} ready (user id ${userId}).`);
    }),
  );

program.parseAsync().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
