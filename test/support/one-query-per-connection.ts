import { Client } from 'pg';

/**
 * A transaction has one connection, and a connection runs one query at a time: pg queues a
 * query sent while another is still running, and from pg 9 refuses it. Reads that may share a
 * transaction therefore go through readAll (src/shared/database/read-all.ts). This fails the
 * test during which the shop sent such a query, naming the code that sent it.
 */
interface PgClientState {
  _activeQuery: unknown;
  _queryQueue: unknown[];
}

const overlapping = new Set<string>();
const query = Client.prototype.query;

Client.prototype.query = function (this: Client & PgClientState, ...args: Parameters<typeof query>) {
  if (this._activeQuery || this._queryQueue.length > 0) overlapping.add(shopFrames(new Error().stack ?? ''));
  return query.apply(this, args);
} as typeof query;

afterEach(() => {
  if (!overlapping.size) return;
  const sites = [...overlapping].join('\n  ---\n');
  overlapping.clear();
  throw new Error(`A query was sent on a connection still running another (two reads at once inside a transaction): read them with readAll.\n${sites}`);
});

function shopFrames(stack: string): string {
  const frames = stack.split('\n').filter((frame) => /\/(src|workers)\//.test(frame) && !frame.includes('node_modules'));
  return frames.slice(0, 6).join('\n') || stack;
}
