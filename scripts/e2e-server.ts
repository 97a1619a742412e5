/**
 * The server Playwright tests run against: the production build (`npm run build`)
 * with the worker in-process, on a fresh database and Redis prefix that are
 * removed again when Playwright stops it.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { e2eRunFile } from '../test/e2e/e2e-run';
import { removeRedisKeys } from '../test/support/redis-keys';
import { createDatabase, dropDatabase, testDatabaseUrl } from '../test/support/test-database';

const PORT = process.env.E2E_PORT ?? '3100';

async function main(): Promise<void> {
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const databaseName = `shop_test_e2e_${runId}`;
  const redisPrefix = `test-e2e-${runId}`;
  await createDatabase(databaseName);
  const storageDir = mkdtempSync(join(tmpdir(), `shop-e2e-storage-${runId}-`));

  const env = {
    NODE_ENV: 'test',
    PORT,
    APP_URL: `http://127.0.0.1:${PORT}`,
    DATABASE_URL: testDatabaseUrl(databaseName),
    REDIS_PREFIX: redisPrefix,
    STORAGE_URL: pathToFileURL(storageDir).href,
    RUN_WORKER_IN_PROCESS: 'true',
    WEB_MODE: 'static',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  // For tests that run the CLI against this server's database (test/e2e/e2e-run.ts).
  const runFile = e2eRunFile(PORT);
  writeFileSync(runFile, JSON.stringify({ env }));
  const server = spawn(process.execPath, ['dist/server/api.js'], { stdio: 'inherit', env: { ...process.env, ...env } });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await dropDatabase(databaseName);
    rmSync(storageDir, { recursive: true, force: true });
    rmSync(runFile, { force: true });
    await removeRedisKeys(redisPrefix);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  server.on('exit', (code) => {
    if (!stopping) {
      console.error(`The e2e server exited on its own (code ${code}).`);
      void dropDatabase(databaseName).finally(() => process.exit(1));
    }
  });
}

void main();
