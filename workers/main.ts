import '../src/bootstrap/without-api-docs';
import 'reflect-metadata';
import { setPriority } from 'node:os';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { prepareProcess } from '../src/bootstrap/prepare-process';
import { startMetricsServer } from '../src/shared/metrics/metrics-server';
import { startJobConsumers } from './job-consumers';
import { WorkerModule } from './worker.module';

/** `npm run worker`: processes jobs until SIGTERM, then finishes or releases the job in hand. */
async function bootstrap(): Promise<void> {
  const environment = await prepareProcess();
  setPriority(environment.WORKER_NICENESS);
  const worker = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  worker.useLogger(worker.get(Logger));
  worker.enableShutdownHooks();
  await startMetricsServer(worker);
  startJobConsumers(worker);
  worker.get(Logger).log('Worker started');
}

void bootstrap();
