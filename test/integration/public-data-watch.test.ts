import { createOwnDatabase, dropOwnDatabase } from '../support/own-test-database'; // first: this file commits price changes, in a database of its own
import type { NestExpressApplication } from '@nestjs/platform-express';
import { PublicDataVersion } from '../../src/shared/public-reads/public-data-version';
import { TreatmentItem } from '../../src/modules/catalogue/infrastructure/treatment-item.entity';
import { createTestApp, ormOf } from '../support/test-app';

/**
 * The public data version moves on when the transaction that changed public data commits, not
 * when some other transaction does (ADR 0011): a process that reloaded the catalogue in between
 * would keep the old price until the next change.
 */
let app: NestExpressApplication;

beforeAll(async () => {
  await createOwnDatabase();
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
  await dropOwnDatabase();
});

const version = () => app.get(PublicDataVersion).current;

it('bumps when the transaction holding a price change commits, not when another commits first', async () => {
  const editing = ormOf(app).em.fork();
  const item = await editing.findOneOrFail(TreatmentItem, { addOn: false }, { orderBy: { id: 'asc' } });
  const before = version();

  await editing.begin();
  item.pricePence += 2;
  await editing.flush();
  // An unrelated transaction commits while the price change is still open: nothing public changed.
  await ormOf(app).em.fork().transactional(async (em) => {
    await em.getConnection().execute('select 1', [], 'all', em.getTransactionContext());
  });
  expect(version()).toBe(before);

  await editing.commit();
  expect(version()).toBeGreaterThan(before);
});

it('does not bump for a price change that rolls back', async () => {
  const editing = ormOf(app).em.fork();
  const item = await editing.findOneOrFail(TreatmentItem, { addOn: false }, { orderBy: { id: 'asc' } });
  const before = version();
  await editing.begin();
  item.pricePence += 2;
  await editing.flush();
  await editing.rollback();
  await ormOf(app).em.fork().transactional(async (em) => {
    await em.getConnection().execute('select 1', [], 'all', em.getTransactionContext());
  });
  expect(version()).toBe(before);
});
