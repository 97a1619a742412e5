import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MIGRATION_NAMES } from '../../migrations';
import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { AppConfig } from '../config/app-config';
import { migratorOf } from '../config/migrator';
import { SeedReferenceCatalogueCommand } from '../modules/catalogue';
import { SaveGpDetailsCommand, SeedPracticeDirectoryCommand } from '../modules/general-practice';
import { SeedDemoProgressPhotoCommand } from '../modules/consultation';
import { RecordAccuracyCheckCommand, RecordClinicalCheckCommand, ShipItemCommand } from '../modules/fulfilment';
import { DEMO_ACCOUNTS, FindUserByEmailQuery, GetBillingAddressQuery, SaveBillingAddressCommand, SeedDemoAccountsCommand } from '../modules/identity';
import { SeedDemoChatCommand } from '../modules/messaging';
import { GetResponsiblePharmacistQuery, SeedDemoPharmacistCommand, SignInAsResponsiblePharmacistCommand, SignOutAsResponsiblePharmacistCommand } from '../modules/pharmacy';
import { GetPrescriptionQuery, ReviewSubscriptionCommand, SeedDemoPrescriberCommand } from '../modules/prescribing';
import { RecordVerificationCommand } from '../modules/safeguards';
import { SeedDemoSubscriptionsCommand } from '../modules/subscription';
import { addCalendarMonths, ukCalendarDate } from '../shared/domain/calendar-date';

/**
 * Brings the schema up to date. Runs before the application initialises, so nothing queries a
 * missing table. A start on an up-to-date schema (every start but a deploy's first) settles
 * that in two short reads of migration names, without loading the migrator or the migration
 * classes (umzug, @rushstack) and without its own round (its lock, its table check, its
 * bookkeeping of every executed migration).
 */
export async function migrateDatabase(app: INestApplicationContext): Promise<void> {
  const orm = app.get(MikroORM);
  if (await everyMigrationApplied(orm)) return;
  await migratorOf(orm).up();
}

async function everyMigrationApplied(orm: MikroORM): Promise<boolean> {
  const { tableName = 'mikro_orm_migrations' } = orm.config.get('migrations');
  const connection = (orm.em as EntityManager).getConnection();
  const [{ exists }] = await connection.execute<{ exists: string | null }[]>('select to_regclass(?) as exists', [tableName]);
  if (!exists) return false;
  const applied = new Set((await connection.execute<{ name: string }[]>(`select name from "${tableName}"`)).map((row) => row.name));
  return MIGRATION_NAMES.every((name) => applied.has(name));
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
    await commands.execute(new SeedPracticeDirectoryCommand());
    if (config.isDevelopmentTooling) {
      const demoUserIds = await commands.execute(new SeedDemoAccountsCommand());
      // The demo admin is a prescriber; staff@example.com stays an admin without a prescriber profile.
      await commands.execute(new SeedDemoPrescriberCommand(demoUserIds['admin@example.com']));
      await commands.execute(new SeedDemoPharmacistCommand(demoUserIds['pharmacist@example.com']));
      await commands.execute(new SeedDemoChatCommand('customer@example.com', 'admin@example.com'));
      await commands.execute(new SeedDemoProgressPhotoCommand('customer@example.com'));
      await seedDemoCustomer(app, demoUserIds['admin@example.com'], demoUserIds['pharmacist@example.com']);
    }
  });
}

/** The demo customer's GP practice (in the shipped directory). */
const DEMO_GP_PRACTICE = 'E87012';

/**
 * The demo customer's treatments and saved card (subscription context), so every dashboard
 * state shows after `npm start`. The first supply is approved by the demo prescriber, checked
 * by the demo pharmacist and shipped through the real commands, so it has a prescription, its
 * checks, a register entry and a dispatch record, and its renewals join the dispatch list like
 * any customer's.
 */
async function seedDemoCustomer(app: INestApplicationContext, prescriberUserId: number, pharmacistUserId: number): Promise<void> {
  const demo = DEMO_ACCOUNTS.find((account) => account.role === 'customer');
  const customer = demo ? await app.get(QueryBus).execute(new FindUserByEmailQuery(demo.email)) : null;
  if (!demo || !customer) return;
  const commands = app.get(CommandBus);
  if (!(await app.get(QueryBus).execute(new GetBillingAddressQuery(customer.id)))) {
    await commands.execute(
      new SaveBillingAddressCommand(customer.id, { firstName: demo.firstName, lastName: demo.lastName, email: demo.email, contactNo: '07700 900123', address1: '12 Harley Street', address2: 'Flat 4', city: 'London', postcode: 'W1G 9PF' }),
    );
  }
  const { firstSupply } = await commands.execute(new SeedDemoSubscriptionsCommand(customer.id));
  if (firstSupply) {
    // She named her GP practice and agreed to tell it, so approving sends the GP letter (to the dev mailbox) and needs no justification.
    await commands.execute(new SaveGpDetailsCommand(customer.id, firstSupply.subscriptionId, { odsCode: DEMO_GP_PRACTICE, noGp: false, consentToShare: true }));
    // The demo prescriber signs as any prescriber does, confirming with their (published demo) password.
    const prescriber = DEMO_ACCOUNTS.find((account) => account.email === 'admin@example.com')!;
    // The demo patient has not verified their identity: the seed records why it approves anyway (docs/patient-safety.md).
    const safety = { identityOverrideReason: 'Demo data: the demo patient is seeded without an identity check.' };
    // Her formula is a topical antibiotic, so it is not prescribed on the questionnaire alone: the seed records the prescriber's call with her.
    const verification = { kind: 'two_way_consultation', method: 'phone', summary: 'Demo data: phoned the demo patient and went through her answers; nothing changed.' } as const;
    await commands.execute(new RecordVerificationCommand(prescriberUserId, firstSupply.subscriptionId, customer.id, verification));
    await commands.execute(new ReviewSubscriptionCommand(firstSupply.subscriptionId, true, prescriberUserId, undefined, { password: prescriber.password }, {}, safety));
    await shipAsThePharmacy(app, firstSupply, prescriberUserId, pharmacistUserId);
  }
}

/**
 * The pharmacist checks the supply and it goes out under a responsible pharmacist: whoever is
 * in charge already, or she signs in for it and out again, so the demo starts with nobody in
 * charge and one spell in the record.
 */
async function shipAsThePharmacy(app: INestApplicationContext, supply: { subscriptionId: number; itemId: number }, shipperUserId: number, pharmacistUserId: number): Promise<void> {
  const commands = app.get(CommandBus);
  const queries = app.get(QueryBus);
  const prescription = await queries.execute(new GetPrescriptionQuery(supply.subscriptionId));
  if (!prescription) return;
  const alreadyInCharge = await queries.execute(new GetResponsiblePharmacistQuery());
  if (!alreadyInCharge) await commands.execute(new SignInAsResponsiblePharmacistCommand(pharmacistUserId));
  await commands.execute(new RecordClinicalCheckCommand(supply.itemId, pharmacistUserId));
  const expiresOn = addCalendarMonths(ukCalendarDate(new Date()), 18);
  await commands.execute(new RecordAccuracyCheckCommand(supply.itemId, pharmacistUserId, { productCode: prescription.itemCode, batchNumber: 'DEMO2611A', expiresOn }));
  await commands.execute(new ShipItemCommand(supply.itemId, shipperUserId));
  if (!alreadyInCharge) await commands.execute(new SignOutAsResponsiblePharmacistCommand(pharmacistUserId));
}
