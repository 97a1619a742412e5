import '../support/own-test-database'; // first: the newest customers must be only the ones this file writes
import type { NestExpressApplication } from '@nestjs/platform-express';
import { QueryBus } from '@nestjs/cqrs';
import { NEWEST_WINDOW } from '../../src/modules/identity/application/queries/search-customer-ids/search-customer-ids.handler';
import { SearchCustomerIdsQuery } from '../../src/modules/identity';
import { createOwnDatabase, dropOwnDatabase } from '../support/own-test-database';
import { createTestApp, ormOf } from '../support/test-app';

/**
 * The staff search's customers (SearchCustomerIdsQuery): the newest matches, newest first, found
 * among the newest customers when a name is common there and through the prefix indexes when it
 * is not. Both ways must give the same answer.
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

let batch = 0;
/** `count` customers named `firstName lastName`, written as a sign-up would leave them; their ids, oldest first. */
async function customers(count: number, firstName: string, lastName: string, role = 'customer'): Promise<number[]> {
  batch += 1;
  const rows = await ormOf(app)
    .em.getConnection()
    .execute<{ id: number }[]>(
      `insert into users (email, password_hash, role, first_name, last_name, referral_code, created_at, updated_at)
       select 'search-' || ? || '-' || n || '@example.com', 'not-a-hash', ?::user_role, ?, ?, 'S' || ? || 'N' || n, now(), now()
         from generate_series(1, ?) as n order by n
       returning id`,
      [batch, role, firstName, lastName, batch, count],
    );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

const search = (keyword: string, limit: number) => app.get(QueryBus).execute(new SearchCustomerIdsQuery(keyword, limit));
const newestFirst = (ids: number[]) => [...ids].sort((a, b) => b - a);

describe('searching customers by name or email', () => {
  it('finds a name that only older customers have, behind more than the newest customers looked through first', async () => {
    const quenbys = await customers(3, 'Quenby', 'Older');
    await customers(NEWEST_WINDOW + 10, 'Filler', 'Person');

    expect(await search('quenby', 201)).toEqual(newestFirst(quenbys));
    expect(await search('QUENBY OLD', 201)).toEqual(newestFirst(quenbys));
    expect(await search('older', 201)).toEqual(newestFirst(quenbys));
    expect(await search('search-1-2@', 201)).toEqual([quenbys[1]]);
  });

  it('gives the newest matches, however many match among the newest customers', async () => {
    const ravels = await customers(300, 'Ravel', 'Common');

    expect(await search('ravel', 201)).toEqual(newestFirst(ravels).slice(0, 201));
    expect(await search('ravel common', 5)).toEqual(newestFirst(ravels).slice(0, 5));
  });

  it('continues past the newest customers when too few of them match', async () => {
    const older = await customers(50, 'Sable', 'Split');
    await customers(NEWEST_WINDOW + 10, 'Filler', 'Person');
    const newer = await customers(30, 'Sable', 'Split');

    expect(await search('sable', 201)).toEqual(newestFirst([...older, ...newer]));
    expect(await search('sable', 40)).toEqual(newestFirst([...older, ...newer]).slice(0, 40));
  });

  it('leaves out staff and erased customers', async () => {
    const [kept] = await customers(1, 'Tamsin', 'Kept');
    await customers(1, 'Tamsin', 'Staff', 'admin');
    const [erased] = await customers(1, 'Tamsin', 'Erased');
    await ormOf(app).em.getConnection().execute('update users set restricted_at = now() where id = ?', [erased]);

    expect(await search('tamsin', 201)).toEqual([kept]);
  });
});
