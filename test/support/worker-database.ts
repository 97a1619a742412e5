import { testDatabaseUrl, workerDatabaseName } from './test-database';

/**
 * Runs before each integration file's modules load (they read the configuration on import): the
 * file gets its Jest worker's database and Redis prefix (global-setup.ts made one per worker), so
 * files on two workers at once never meet in a table, a rate limit or a queue.
 */
const worker = process.env.JEST_WORKER_ID ?? '1';
process.env.TEST_DATABASE_NAME = workerDatabaseName(process.env.TEST_RUN_DATABASE_NAME!, worker);
process.env.DATABASE_URL = testDatabaseUrl(process.env.TEST_DATABASE_NAME);
process.env.REDIS_PREFIX = `${process.env.TEST_RUN_REDIS_PREFIX}-w${worker}`;
