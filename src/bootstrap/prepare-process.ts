import { validateEnvironment, type Environment } from '../config/environment';
import { ensureRedisAnswers } from '../shared/redis/ensure-redis';
import { resolveDatabaseUrl } from './resolve-database-url';

/**
 * What every process does before Nest boots: check the configuration, settle which
 * PostgreSQL to use, and make sure Redis answers, each failing with one clear line.
 */
export async function prepareProcess(): Promise<Environment> {
  try {
    validateEnvironment(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  process.env.DATABASE_URL = await resolveDatabaseUrl();
  const environment = validateEnvironment(process.env);
  await ensureRedisAnswers(environment.REDIS_URL);
  return environment;
}
