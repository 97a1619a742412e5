import { MikroORM } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Client } from 'pg';

/**
 * The shop a helper walks: an app built in the test's own process, or the origin
 * (`http://127.0.0.1:PORT`) of one running in processes of its own, such as replicas behind a proxy.
 */
export type ShopUnderTest = NestExpressApplication | string;

/** What supertest sends to: the in-process app's server, or the running shop's origin. */
export const httpOf = (shop: ShopUnderTest) => (typeof shop === 'string' ? shop : shop.getHttpServer());

/**
 * Runs SQL (`?` placeholders) on the shop's database, for what no HTTP call shows: through the
 * app's ORM, or for a shop running elsewhere on the database its processes were started on, the
 * test file's own (process.env.DATABASE_URL, own-test-database.ts).
 */
export async function sqlOn<Row = Record<string, unknown>>(shop: ShopUnderTest, sql: string, params: unknown[] = []): Promise<Row[]> {
  if (typeof shop !== 'string') return shop.get(MikroORM).em.fork().getConnection().execute<Row[]>(sql, params);
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    let placeholder = 0;
    return (await client.query(sql.replace(/\?/g, () => `$${++placeholder}`), params)).rows as Row[];
  } finally {
    await client.end();
  }
}
