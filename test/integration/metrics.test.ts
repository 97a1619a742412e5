import '../support/own-test-database'; // first: its own queues, so the failed job counted is this file's and no other file's worker takes it
import { getQueueToken } from '@nestjs/bullmq';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Queue } from 'bullmq';
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { join } from 'node:path';
import request from 'supertest';
import { AfterCommit } from '../../src/shared/database/after-commit';
import { MetricsRegistry } from '../../src/shared/metrics/metrics-registry';
import { MetricsServer } from '../../src/shared/metrics/metrics-server';
import { JobName } from '../../src/shared/queue/jobs';
import { createOwnDatabase, dropOwnDatabase } from '../support/own-test-database';
import { paidSubscriptionInReview } from '../support/paid-subscription';
import { createTestApp, eventually, ormOf } from '../support/test-app';

/**
 * The Prometheus metrics on their own port: the text format, a request counted under its route
 * template (also when answered from the kept copy in front of the pipeline), a first payment, a
 * failed job and its retry; and nothing of them on the public port.
 */
let app: NestExpressApplication;
let metricsUrl: string;

beforeAll(async () => {
  await createOwnDatabase();
  app = await createTestApp();
  // NODE_ENV=test opens no metrics port by default; this file asks for any free one, so files running at once never meet.
  const address = await app.get(MetricsServer).listen(0, '127.0.0.1');
  metricsUrl = `http://127.0.0.1:${address!.port}/metrics`;
});
afterAll(async () => {
  await app.close();
  await dropOwnDatabase();
});

async function scrape(): Promise<string> {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  return response.text();
}

/** The value of one sample (`name{labels} value`), or 0 when the series is not there yet. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([label, value]) => `${label}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2]?.split(/,(?=[a-z_]+=")/) ?? [];
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return 0;
}

it('answers in the Prometheus text format, with the process, pool and outbox figures', async () => {
  const text = await scrape();
  expect(text).toContain('# TYPE shop_http_requests_total counter');
  expect(text).toContain('# TYPE shop_http_request_duration_seconds histogram');
  expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  expect(text).toMatch(/^process_resident_memory_bytes \d/m);
  expect(text).toMatch(/^shop_db_pool_connections_max\{pool="writers"\} \d+/m);
  expect(text).toMatch(/^shop_db_pool_acquires_waiting\{pool="readers"\} \d+/m);
  expect(text).toMatch(/^shop_outbox_oldest_undelivered_age_seconds \d/m);
  for (const state of ['waiting', 'active', 'delayed', 'failed']) expect(text).toMatch(new RegExp(`^shop_queue_jobs\\{queue="email",state="${state}"\\} \\d+`, 'm'));
});

it('counts a request under its route template, not its path, also when it is answered from the kept copy', async () => {
  const labels = { method: 'GET', route: '/catalogue/treatments/:slug', status_class: '2xx' };
  const before = valueOf(await scrape(), 'shop_http_requests_total', labels);
  await request(app.getHttpServer()).get('/catalogue/treatments/acne').expect(200);
  await request(app.getHttpServer()).get('/catalogue/treatments/acne').expect(200); // the kept copy (ADR 0013)
  await request(app.getHttpServer()).post('/no/such/route/42').expect(404);

  const text = await eventually(async () => {
    const scraped = await scrape();
    return valueOf(scraped, 'shop_http_requests_total', labels) >= before + 2 ? scraped : undefined;
  });
  expect(valueOf(text, 'shop_http_request_duration_seconds_count', labels)).toBe(valueOf(text, 'shop_http_requests_total', labels));
  expect(valueOf(text, 'shop_http_requests_total', { method: 'POST', route: 'unmatched', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
  expect(text).not.toContain('/catalogue/treatments/acne');
  expect(text).not.toContain('/no/such/route');
});

it('moves the first-payment counter when a checkout is paid', async () => {
  const before = valueOf(await scrape(), 'shop_first_payments_total');
  await paidSubscriptionInReview(app, 'Metrics');
  await eventually(async () => (valueOf(await scrape(), 'shop_first_payments_total') === before + 1 ? true : undefined));
});

it('moves a business counter only once the transaction that published its event commits, the outermost one', async () => {
  const afterCommit = app.get(AfterCommit);
  const orm = ormOf(app);
  const ran: string[] = [];
  await orm.em.fork().transactional(async () => afterCommit.run(() => ran.push('committed')));
  const rolledBack = orm.em.fork().transactional(async () => {
    afterCommit.run(() => ran.push('rolled back'));
    throw new Error('refused');
  });
  await expect(rolledBack).rejects.toThrow('refused');
  await orm.em.fork().transactional(async (em) => {
    await em.transactional(async () => afterCommit.run(() => ran.push('in a savepoint')));
    expect(ran).toEqual(['committed']); // the savepoint released, nothing committed yet
  });
  expect(ran).toEqual(['committed', 'in a savepoint']);
});

it('shows a job that failed for good in the failed gauge, and its retry before that', async () => {
  const labels = { queue: 'events', name: JobName.DeliverDomainEvent };
  const before = await scrape();
  // A reaction nobody registered fails with a plain error, so BullMQ tries it once more, then gives up.
  await app.get<Queue>(getQueueToken('events')).add(JobName.DeliverDomainEvent, { reaction: 'NoSuchReaction', event: {} }, { attempts: 2, removeOnFail: false });

  const text = await eventually(async () => {
    const scraped = await scrape();
    return valueOf(scraped, 'shop_queue_jobs', { queue: 'events', state: 'failed' }) === valueOf(before, 'shop_queue_jobs', { queue: 'events', state: 'failed' }) + 1 ? scraped : undefined;
  });
  expect(valueOf(text, 'shop_job_retries_total', labels)).toBe(valueOf(before, 'shop_job_retries_total', labels) + 1);
  const failedAttempts = { ...labels, outcome: 'failed' };
  expect(valueOf(text, 'shop_job_duration_seconds_count', failedAttempts)).toBe(valueOf(before, 'shop_job_duration_seconds_count', failedAttempts) + 2);
});

it('has no metrics on the public port', async () => {
  const response = await request(app.getHttpServer()).get('/metrics').expect(404);
  expect(response.text).not.toContain('shop_');
});

it('answers 404 on the metrics port for anything but GET /metrics', async () => {
  expect((await fetch(metricsUrl.replace('/metrics', '/health'))).status).toBe(404);
  expect((await fetch(metricsUrl, { method: 'POST' })).status).toBe(404);
});

it('carries on without metrics when their port is taken', async () => {
  const holder: Server = createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  const second = new MetricsServer(new MetricsRegistry());
  try {
    expect(await second.listen((holder.address() as AddressInfo).port, '127.0.0.1')).toBeNull();
  } finally {
    await second.onApplicationShutdown();
    await new Promise((resolve) => holder.close(resolve));
  }
});

it('exports every metric the alert rules and the Grafana dashboard read', async () => {
  const exported = new Set([...(await scrape()).matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1]));
  const deploy = join(__dirname, '..', '..', 'deploy');
  const read = [readFileSync(join(deploy, 'prometheus', 'alerts.yml'), 'utf8'), readFileSync(join(deploy, 'grafana', 'shop-dashboard.json'), 'utf8')].join('\n');
  // A histogram is read through its _bucket and _count series.
  const used = new Set([...read.matchAll(/\b((?:shop|nodejs|process)_[a-z0-9_]+?)(?:_bucket|_count|_sum)?\b/g)].map((match) => match[1]!));
  expect([...used].filter((name) => !exported.has(name))).toEqual([]);
  expect(used.size).toBeGreaterThan(15);
});
