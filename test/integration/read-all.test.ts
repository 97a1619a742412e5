import type { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { readAll } from '../../src/shared/database/read-all';
import { createTestApp, ormOf } from '../support/test-app';

/**
 * readAll (src/shared/database/read-all.ts): independent reads side by side where each has a
 * connection of its own, one after another on a transaction's single connection. The suite's
 * guard (test/support/one-query-per-connection.ts) fails a test whose reads overlap on one.
 */
describe('reading several things at once', () => {
  let app: NestExpressApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  /** The server process that answered: which connection the read went on. */
  const connectionOf = (em: EntityManager, sleepSeconds = 0) => async () => {
    const [row] = await em.execute<{ pid: number }[]>('select pg_backend_pid() as pid, pg_sleep(?)', [sleepSeconds]);
    return row.pid;
  };

  it('outside a transaction, sends each read on a connection of its own, so none waits for another', async () => {
    const em = ormOf(app).em.fork() as EntityManager;
    const [slow, quick] = await readAll(em, [connectionOf(em, 0.2), connectionOf(em)]);
    expect(quick).not.toBe(slow);
  });

  it("inside a transaction, sends the reads one after another on the transaction's connection, results in order", async () => {
    const results = await (ormOf(app).em.fork() as EntityManager).transactional((em) =>
      readAll(em, [connectionOf(em, 0.2), connectionOf(em), async () => 'not a query']),
    );
    const [slow, quick, other] = results;
    expect(quick).toBe(slow);
    expect(other).toBe('not a query');
  });
});
