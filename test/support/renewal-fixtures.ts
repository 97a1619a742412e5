import { getQueueToken } from '@nestjs/bullmq';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import type { Queue } from 'bullmq';
import request from 'supertest';
import { ApiModule } from '../../src/api.module';
import { seedDatabase } from '../../src/bootstrap/prepare-database';
import { configureHttpApp } from '../../src/http-app';
import { startJobConsumers } from '../../workers/job-consumers';
import { SandboxGatewayObject } from '../../src/modules/subscription/infrastructure/sandbox-gateway/sandbox-gateway-object.entity';
import { ukCalendarDate } from '../../src/shared/domain/calendar-date';
import { Clock } from '../../src/shared/domain/clock';
import { JobName } from '../../src/shared/queue/jobs';
import { AppConfig } from '../../src/config/app-config';
import { createOwnDatabase, dropOwnDatabase, OWN_DATABASE_NAME } from './own-test-database';
import { eventually, ormOf, queueSettled } from './test-app';

const DAY_MS = 24 * 3600 * 1000;

/** A clock a test moves by whole days: it starts at the real now and never sleeps. */
export class TestClock extends Clock {
  private offsetMs = 0;

  override now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  today(): string {
    return ukCalendarDate(this.now());
  }

  /** Moves to noon UK time on `date` (YYYY-MM-DD), well clear of midnight either side. */
  travelTo(date: string): void {
    const noon = new Date(`${date}T12:00:00Z`).getTime();
    this.offsetMs = noon - Date.now();
    if (this.today() !== date) throw new Error(`The test clock missed ${date}`);
  }

  /** Back to the real now, as a new clock starts (so times the workers stamp, e.g. a job's finish, agree with it). */
  reset(): void {
    this.offsetMs = 0;
  }

  /** Moves on by `ms`, e.g. past a time limit. */
  advance(ms: number): void {
    this.offsetMs += ms;
  }

  daysFromToday(days: number): string {
    return ukCalendarDate(new Date(this.now().getTime() + days * DAY_MS));
  }
}

/** The real API with the workers in-process, as createTestApp, but on a clock the test controls. */
export async function createBillingTestApp(clock: TestClock): Promise<NestExpressApplication> {
  const moduleRef = await Test.createTestingModule({ imports: [ApiModule.forRoot({ withWorker: true })] })
    .overrideProvider(Clock)
    .useValue(clock)
    .compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ bodyParser: false, bufferLogs: true });
  configureHttpApp(app);
  await app.init();
  await seedDatabase(app);
  startJobConsumers(app);
  return app;
}

/**
 * For a test file that moves the clock: its own database (so moved time meets no other file's
 * rows) and one billing test app on it, handed to `ready` before the tests; the clock goes back
 * to today after each test. The file must import '../support/own-test-database' first (see
 * there); an app that came up on the shared database is refused here.
 */
export function useOwnBillingTestApp(clock: TestClock, ready: (app: NestExpressApplication) => void): void {
  let app: NestExpressApplication;
  beforeAll(async () => {
    await createOwnDatabase();
    app = await createBillingTestApp(clock);
    if (!app.get(AppConfig).databaseUrl.endsWith(`/${OWN_DATABASE_NAME}`)) {
      throw new Error("This test file's app is on the shared database: import '../support/own-test-database' before anything else");
    }
    ready(app);
  });
  afterAll(async () => {
    await app.close();
    await dropOwnDatabase();
  });
  afterEach(() => clock.reset());
}

export const renewalsQueue = (app: NestExpressApplication) => app.get<Queue>(getQueueToken('renewals'));

/** Waits until every committed job has left the outbox for its queue and the renewals queue has nothing waiting or running. */
export const renewalsSettled = (app: NestExpressApplication): Promise<void> => queueSettled(app, 'renewals');

/** Runs the scheduler's sweep now (as the every-15-minutes scheduler would) and waits for the renewals it queues. */
export async function sweep(app: NestExpressApplication): Promise<void> {
  await renewalsQueue(app).add(JobName.SweepRenewals, {}, { removeOnComplete: true, removeOnFail: false });
  await renewalsSettled(app);
}

/** The sandbox's own books: the amounts it actually took for a subscription's payments. */
export async function chargesFor(app: NestExpressApplication, subscriptionId: number): Promise<number[]> {
  const intents = await ormOf(app).em.fork().find(SandboxGatewayObject, { kind: 'payment_intent' }, { orderBy: { createdAt: 'asc' } });
  return intents
    .filter((intent) => (intent.data.metadata as Record<string, string> | undefined)?.subscriptionId === String(subscriptionId) && intent.data.status === 'succeeded')
    .map((intent) => intent.data.amountPence as number);
}

export async function emailsTo(app: NestExpressApplication, to: string, subject: RegExp): Promise<{ subject: string; text: string }[]> {
  const response = await request(app.getHttpServer()).get('/dev/mailbox.json').query({ to });
  return (response.body as { subject: string; text: string }[]).filter((email) => subject.test(email.subject));
}

/** Waits for an email (they go through the outbox and the email queue). */
export const emailArrives = (app: NestExpressApplication, to: string, subject: RegExp) =>
  eventually(async () => (await emailsTo(app, to, subject))[0]);
