import './bootstrap/without-api-docs';
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { startJobConsumers } from '../workers/job-consumers';
import { ApiModule } from './api.module';
import { oneProcessAtATime } from './bootstrap/database-preparation-lock';
import { migrateDatabase, seedDatabase } from './bootstrap/prepare-database';
import { prepareProcess } from './bootstrap/prepare-process';
import { AppConfig } from './config/app-config';
import { configureHttpApp } from './http-app';
import { startMetricsServer } from './shared/metrics/metrics-server';
import { prepareWebAssets } from './web/web-assets';

/** The API process (and, with RUN_WORKER_IN_PROCESS, the worker too: `npm start`). */
async function bootstrap(): Promise<void> {
  const environment = await prepareProcess();
  const web = await prepareWebAssets(environment.WEB_MODE);
  const app = await NestFactory.create<NestExpressApplication>(
    ApiModule.forRoot({ renderIndexHtml: web.renderIndexHtml, renderPage: web.renderPage, withWorker: environment.RUN_WORKER_IN_PROCESS }),
    { bodyParser: false, bufferLogs: true },
  );
  configureHttpApp(app, web);
  // On SIGTERM the in-process worker (npm start) finishes or releases the job in hand, as `npm run worker` does.
  app.enableShutdownHooks();
  // Replicas started together take turns: one migrates (and seeds), the others then find it done.
  const { databaseUrl } = app.get(AppConfig);
  if (environment.RUN_MIGRATIONS_ON_START) await oneProcessAtATime(databaseUrl, () => migrateDatabase(app));
  await app.init();
  await oneProcessAtATime(databaseUrl, () => seedDatabase(app));
  await listenOrExit(app, environment.PORT);
  // On a port of its own, never the public one; a metrics port in use is a warning, not a stop (MetricsServer.listen).
  await startMetricsServer(app);
  // Only now: a process that cannot have its port exits above, before its worker takes a job it would die holding.
  if (environment.RUN_WORKER_IN_PROCESS) startJobConsumers(app);
  app.get(Logger).log(`Shop ready on ${environment.APP_URL}`);
}

/** Listens on `port`, or says why not in one line and exits non-zero (a second `npm start`, or another program, holding the port). */
async function listenOrExit(app: NestExpressApplication, port: number): Promise<void> {
  try {
    await app.listen(port);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'EADDRINUSE' ? 'another process is already using it' : code === 'EACCES' ? 'this user may not use it' : String(error);
    app.get(Logger).error(`Cannot listen on port ${port}: ${why}. Exiting before taking any job.`);
    process.exit(1);
  }
}

void bootstrap();
