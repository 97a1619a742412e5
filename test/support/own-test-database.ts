import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { copyTemplateDatabase, dropDatabase, templateDatabaseName, testDatabaseUrl } from './test-database';

/**
 * Imported FIRST by a test file that moves the clock or runs workers of its own: it gets its
 * own database and Redis prefix, so its renewal sweeps never touch another file's
 * subscriptions and no other file's worker takes its jobs. (The configuration is read when
 * the app's modules are imported, hence the environment is set here, at import.)
 */
const label = randomBytes(3).toString('hex');
export const OWN_DATABASE_NAME = `${process.env.TEST_DATABASE_NAME}_own_${label}`;
process.env.DATABASE_URL = testDatabaseUrl(OWN_DATABASE_NAME);
process.env.REDIS_PREFIX = `${process.env.REDIS_PREFIX}-own-${label}`;

/** A copy of the run's migrated template (global-setup), as fresh as the run's own database. */
export const createOwnDatabase = () => copyTemplateDatabase(OWN_DATABASE_NAME, templateDatabaseName(process.env.TEST_RUN_DATABASE_NAME!));

export const dropOwnDatabase = () => dropDatabase(OWN_DATABASE_NAME);
