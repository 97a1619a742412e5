import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createTestApp, ormOf } from '../support/test-app';

/** GET /health/ready: what the load balancer and docker-compose wait on, with the report operators read. */
describe('readiness', () => {
  let app: NestExpressApplication;
  beforeAll(async () => {
    // No job processors: the last test closes the database under the app, and jobs taken then would fail into the shared queues.
    app = await createTestApp({ withWorker: false });
  });
  afterAll(async () => {
    await app.close().catch(() => undefined); // the database connection is already closed by the last test
  });

  it('answers 200 with PostgreSQL and Redis up', async () => {
    const response = await request(app.getHttpServer()).get('/health/ready').expect(200);
    expect(response.body).toMatchObject({ status: 'ok', info: { database: { status: 'up' }, redis: { status: 'up' } } });
  });

  it('answers 503 naming the database as down, and Redis still up, when PostgreSQL cannot be reached', async () => {
    await ormOf(app).close(true);
    const response = await request(app.getHttpServer()).get('/health/ready').expect(503);
    expect(response.body).toMatchObject({ status: 'error', error: { database: { status: 'down' } }, info: { redis: { status: 'up' } } });
  });
});
