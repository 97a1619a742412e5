import { getQueueToken } from '@nestjs/bullmq';
import { MikroORM } from '@mikro-orm/postgresql';
import { Test, type TestingModuleBuilder } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Queue } from 'bullmq';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { ApiModule, type ApiModuleOptions } from '../../src/api.module';
import { seedDatabase } from '../../src/bootstrap/prepare-database';
import { configureHttpApp } from '../../src/http-app';
import { startJobConsumers } from '../../workers/job-consumers';
import { OutboxMessage } from '../../src/shared/outbox/outbox-message.entity';
import { OutboxRelay } from '../../src/shared/outbox/outbox-relay.service';
import { completeSecondFactor, type PendingSecondFactor } from './second-factor';
import { httpOf, type ShopUnderTest } from './shop-under-test';

export type Agent = InstanceType<typeof TestAgent>;

/** A provider the app is built with a value of the test's instead: a limit small enough to reach, say. */
export type ProviderOverride = [token: Parameters<TestingModuleBuilder['overrideProvider']>[0], value: unknown];

/**
 * The real API (with the job processors in-process, as `npm start` runs it, unless
 * `withWorker: false`) on the run's test database and Redis prefix. Nothing is mocked.
 */
export async function createTestApp(options: ApiModuleOptions = {}, overrides: ProviderOverride[] = []): Promise<NestExpressApplication> {
  let builder = Test.createTestingModule({ imports: [ApiModule.forRoot({ withWorker: true, ...options })] });
  for (const [token, value] of overrides) builder = builder.overrideProvider(token).useValue(value);
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ bodyParser: false, bufferLogs: true });
  configureHttpApp(app);
  await app.init();
  await seedDatabase(app); // globalSetup migrated the run's database once
  if (options.withWorker ?? true) startJobConsumers(app);
  return app;
}

/** A cookie-keeping client that has fetched its CSRF token, like the SPA does on load. */
export async function browserSession(shop: ShopUnderTest): Promise<{ agent: Agent; csrfToken: string }> {
  // Each simulated browser gets its own client address (the app trusts the loopback proxy),
  // so per-address rate limits meet only the requests of that one test.
  const agent = request.agent(httpOf(shop)).set('X-Forwarded-For', randomClientAddress());
  const response = await agent.get('/auth/session').expect(200);
  return { agent, csrfToken: response.body.csrfToken as string };
}

/**
 * Signs in through POST /login and returns the client with its fresh (rotated) CSRF token.
 * Staff also pass their second factor (test/support/second-factor.ts), as the login page makes them.
 */
export async function signedInSession(shop: ShopUnderTest, email: string, password: string): Promise<{ agent: Agent; csrfToken: string }> {
  const { agent, csrfToken } = await browserSession(shop);
  const response = await agent.post('/login').set('x-csrf-token', csrfToken).send({ email, password }).expect(200);
  const pending = response.body.secondFactor as PendingSecondFactor | null;
  if (pending) return { agent, csrfToken: await completeSecondFactor(shop, agent, response.body.csrfToken as string, pending) };
  return { agent, csrfToken: response.body.csrfToken as string };
}

type Session = { agent: Agent; csrfToken: string };

/** A signed-in customer's POST to /v2/subscription/form/{call}, with the session's CSRF token. */
export const subscriptionForm = (session: Session, call: string, body: object = {}) => session.agent.post(`/v2/subscription/form/${call}`).set('x-csrf-token', session.csrfToken).send(body);

/** Checkout's address step (1 High Street, Leeds), which comes first because a prescription carries the patient's address. */
export async function saveDeliveryAddress(customer: Session & { email: string }, lastName = 'Shah'): Promise<void> {
  await subscriptionForm(customer, 'update-billing-info', { first_name: 'Priya', last_name: lastName, email: customer.email, contact_no: '07700 900123', address_1: '1 High Street', postcode: 'LS1 1AA', city: 'Leeds' }).expect(200);
}

export function ormOf(app: NestExpressApplication): MikroORM {
  return app.get(MikroORM);
}

/** Polls until `read` returns something, for effects that go through a queue. */
export async function eventually<T>(read: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Nothing arrived within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits until the outbox is relayed and `queueName` has no job waiting or running, both at once:
 * a job may commit outbox rows for more jobs (a renewal batch hands renewals on), so an empty
 * outbox before the queue went idle says nothing. A job waiting out a retry's backoff (delayed) is
 * not waited for: it may be another test file's, failed as that file closed its app, and the
 * backoff is a minute or more. A test asserts its own effects.
 *
 * The run's database is shared by the test files running at once, and a file that closed its app
 * may have left committed rows for the worker's sweeper; relaying on each pass, as that sweeper
 * would, keeps another file's rows from holding this wait.
 */
export async function queueSettled(app: NestExpressApplication, queueName: string): Promise<void> {
  const relay = app.get(OutboxRelay);
  const queue = app.get<Queue>(getQueueToken(queueName));
  await eventually(async () => {
    await relay.relayPending();
    if ((await ormOf(app).em.fork().count(OutboxMessage)) > 0) return undefined;
    const counts = await queue.getJobCounts('waiting', 'active', 'prioritized', 'waiting-children');
    if (counts.waiting + counts.active + counts.prioritized + counts['waiting-children'] > 0) return undefined;
    // Idle now; an outbox row committed by the job that just finished is relayed by the next pass.
    return (await ormOf(app).em.fork().count(OutboxMessage)) === 0 ? true : undefined;
  }, 20_000);
}

/** A made-up client address (the app trusts the loopback proxy's X-Forwarded-For), so per-address limits meet only one test's requests. */
export function randomClientAddress(): string {
  return `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
}

/** What the sign-up wizard's steps 0-2 send along with the email and password. */
export const SIGN_UP_DETAILS = { first_name: 'Priya', last_name: 'Shah', birth_date: '1990-04-23', sex: 'female', consultation_type: 'generic' } as const;

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Reads the newest code emailed to an address from the dev mailbox, as a developer would. */
export async function codeEmailedTo(shop: ShopUnderTest, email: string, notCode?: string): Promise<string> {
  return eventually(async () => {
    const response = await request(httpOf(shop)).get('/dev/mailbox.json').query({ to: email }).expect(200);
    const code = (response.body as { subject: string }[])[0]?.subject.match(/^(\d{6}) is your verification code$/)?.[1];
    return code && code !== notCode ? code : undefined;
  });
}

/** A customer who has just finished the sign-up wizard, signed in on their own session. */
export async function newlySignedUpCustomer(shop: ShopUnderTest, details: Partial<Record<keyof typeof SIGN_UP_DETAILS, string>> = {}) {
  const email = uniqueEmail('customer');
  const { agent, csrfToken } = await browserSession(shop);
  await agent
    .post('/auth/register')
    .set('x-csrf-token', csrfToken)
    .send({ email, password: 'a-good-password', password_confirmation: 'a-good-password', ...SIGN_UP_DETAILS, ...details })
    .expect(201);
  const verified = await agent.post('/auth/verify-email').set('x-csrf-token', csrfToken).send({ email, code: await codeEmailedTo(shop, email) }).expect(200);
  return { agent, csrfToken: verified.body.csrfToken as string, email, userId: verified.body.user.id as number };
}
