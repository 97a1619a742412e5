/**
 * Operations commands: `npm run cli -- <command>`.
 *   migrate                                    apply pending migrations and reference data
 *   create-admin --email E --password P        create or promote an admin (any environment)
 *   set-prescriber --email E --name N --body B --number R --address A
 *                                              make an admin a prescriber, or update their details
 *   set-pharmacist --email E --name N --gphc R make an admin a pharmacist, or update their details
 *   reset-second-factor --email E              forget a staff member's authenticator (a lost phone)
 *   run-renewals                               queue today's due renewals now, as the 15-minute sweep does
 *   totp [--secret S]                          the current authenticator code (the demo staff's by default)
 */
import 'reflect-metadata';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { Command as Program, InvalidArgumentError } from 'commander';
import { oneProcessAtATime } from './bootstrap/database-preparation-lock';
import { migrateDatabase, seedDatabase } from './bootstrap/prepare-database';
import { AppConfig } from './config/app-config';
import { prepareProcess } from './bootstrap/prepare-process';
import { CoreModule } from './core.module';
import { generate } from 'otplib';
import { CreateAdminCommand, DEMO_STAFF_TOTP_SECRET, ResetSecondFactorCommand, TOTP_RULES } from './modules/identity';
import { SetPharmacistProfileCommand } from './modules/pharmacy';
import { PROFESSIONAL_BODIES, SetPrescriberProfileCommand } from './modules/prescribing';
import { SweepDueRenewalsCommand } from './modules/subscription';

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
      await oneProcessAtATime(app.get(AppConfig).databaseUrl, async () => {
        await migrateDatabase(app);
        await seedDatabase(app);
      });
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

function professionalBody(value: string): string {
  const body = PROFESSIONAL_BODIES.find((known) => known.toLowerCase() === value.trim().toLowerCase());
  if (!body) throw new InvalidArgumentError(`The professional body must be one of ${PROFESSIONAL_BODIES.join(', ')}.`);
  return body;
}

function teamPageSlug(value: string): string {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(value.trim())) throw new InvalidArgumentError("The team page slug is lower-case words joined by '-', e.g. 'amelia-hart'.");
  return value.trim();
}

program
  .command('set-prescriber')
  .description('Give an admin account a prescriber profile (or update it): only prescribers can approve or decline treatments')
  .requiredOption('--email <email>', "the admin's sign-in email", emailAddress)
  .requiredOption('--name <name>', "as on the professional register, e.g. 'Dr Amelia Hart'", atLeast(3, 'The name'))
  .requiredOption('--body <body>', PROFESSIONAL_BODIES.join(', '), professionalBody)
  .requiredOption('--number <number>', 'registration number', atLeast(4, 'The registration number'))
  .requiredOption('--address <address>', "practice address, lines separated by '|'", atLeast(10, 'The address'))
  .option('--team-page <slug>', "their bio and photo on /meet-the-team, e.g. 'amelia-hart' (the page prints this profile's name and number)", teamPageSlug)
  .action((options: { email: string; name: string; body: string; number: string; address: string; teamPage?: string }) =>
    withCore(async (app) => {
      const details = {
        fullName: options.name.trim(),
        professionalBody: options.body,
        registrationNumber: options.number.trim(),
        practiceAddress: options.address.split('|').map((line) => line.trim()).filter(Boolean).join('\n'),
        teamPageSlug: options.teamPage,
      };
      await RequestContext.create(app.get(MikroORM).em, () => app.get(CommandBus).execute(new SetPrescriberProfileCommand(options.email, details)));
      console.log(`${options.email} is a prescriber: ${details.fullName}, ${details.professionalBody} ${details.registrationNumber}.`);
    }),
  );

function gphcNumber(value: string): string {
  if (!/^\d{7}$/.test(value.trim())) throw new InvalidArgumentError('The GPhC registration number is 7 digits.');
  return value.trim();
}

program
  .command('set-pharmacist')
  .description('Give an admin account a pharmacist profile (or update it): only pharmacists record the checks before dispatch and sign in as responsible pharmacist')
  .requiredOption('--email <email>', "the admin's sign-in email", emailAddress)
  .requiredOption('--name <name>', "as on the GPhC register, e.g. 'Sophie Clarke'", atLeast(3, 'The name'))
  .requiredOption('--gphc <number>', 'their 7-digit GPhC registration number', gphcNumber)
  .action((options: { email: string; name: string; gphc: string }) =>
    withCore(async (app) => {
      const details = { fullName: options.name.trim(), gphcNumber: options.gphc };
      await RequestContext.create(app.get(MikroORM).em, () => app.get(CommandBus).execute(new SetPharmacistProfileCommand(options.email, details)));
      console.log(`${options.email} is a pharmacist: ${details.fullName}, GPhC ${details.gphcNumber}.`);
    }),
  );

program
  .command('reset-second-factor')
  .description("Forget a staff member's authenticator app and recovery codes (a lost phone): they set up a new one at their next sign-in")
  .requiredOption('--email <email>', "the staff member's sign-in email", emailAddress)
  .action((options: { email: string }) =>
    withCore(async (app) => {
      await RequestContext.create(app.get(MikroORM).em, () => app.get(CommandBus).execute(new ResetSecondFactorCommand(options.email)));
      console.log(`Two-factor sign-in reset for ${options.email}: they set up a new authenticator at their next sign-in.`);
    }),
  );

program
  .command('run-renewals')
  .description("Queue every renewal due today now, as the worker's 15-minute sweep does (after an outage, say); the worker charges them. Safe to run again: a due date is renewed once")
  .action(() =>
    withCore(async (app) => {
      const { queued, reminded } = await RequestContext.create(app.get(MikroORM).em, () => app.get(CommandBus).execute(new SweepDueRenewalsCommand()));
      console.log(`${queued} renewal${queued === 1 ? '' : 's'} queued, ${reminded} reminder${reminded === 1 ? '' : 's'} sent.`);
    }),
  );

program
  .command('totp')
  .description("Print the current authenticator code for a secret: by default the demo staff accounts' published one")
  .option('--secret <base32>', 'an authenticator secret', DEMO_STAFF_TOTP_SECRET)
  .action(async (options: { secret: string }) => {
    // Needs no database or Redis: a code is the secret and the time.
    const code = await generate({ secret: options.secret.replace(/\s/g, ''), digits: TOTP_RULES.digits, period: TOTP_RULES.periodSeconds });
    const secondsLeft = TOTP_RULES.periodSeconds - (Math.floor(Date.now() / 1000) % TOTP_RULES.periodSeconds);
    console.log(`${code} (valid for ${secondsLeft} more second${secondsLeft === 1 ? '' : 's'})`);
  });

program.parseAsync().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
