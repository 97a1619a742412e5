/**
 * The floor under the back-office 'All' list (not a test): what sending a body of its size and
 * shape costs in a bare Express app with the same `compression` middleware and no database,
 * measured by the same kind of client as `admin-list.mjs` (fetch, body parsed) from another
 * process, as the bench's client is. Usage:
 *   node scripts/benchmarks/anchors/compressed-json-anchor.mjs [--runs 300]
 * Prints p50 / p95 in ms per Accept-Encoding, alternated twice, with the load average.
 */
import compression from 'compression';
import express from 'express';
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { loadavg } from 'node:os';

const args = process.argv.slice(2);
const RUNS = Number(args.includes('--runs') ? args[args.indexOf('--runs') + 1] : '300');

// 1,000 rows as the staff list sends them (about 298 KB of JSON).
const body = {
  total: 48_001,
  customerMatchesCapped: false,
  data: Array.from({ length: 1_000 }, (_, i) => ({
    id: 100_000 - i,
    customer: { id: 90_000 + i, name: 'Priya Campbell', email: `volume-${90_000 + i}@example.com` },
    status: 'active',
    stripeSubscriptionId: null,
    providerReference: `cus_${(i * 2_654_435_761).toString(36).padStart(14, '0')}`,
    treatment: 'Anti-Ageing Formula',
    dueAt: `2027-01-2${i % 10}`,
    currentItemCode: `8${i % 50}C`,
    highlighted: false,
    openRiskFlags: 0,
  })),
};

if (args.includes('--serve')) {
  // The server: this same file in a child process, so that compressing and parsing do not share a core.
  const app = express();
  app.use(compression());
  app.get('/all', (_request, response) => response.json(body));
  const server = app.listen(0, '127.0.0.1', () => process.send(server.address().port));
  process.on('disconnect', () => server.close());
} else {
  const child = fork(new URL(import.meta.url).pathname, ['--serve']);
  const [port] = await once(child, 'message');
  const url = `http://127.0.0.1:${port}/all`;
  console.log(`${JSON.stringify(body).length.toLocaleString('en-GB')} bytes of JSON, ${RUNS} requests each, load average ${loadavg().map((load) => load.toFixed(1)).join(' / ')}\n`);
  console.log('| round | identity | gzip | br |');
  console.log('|---|---|---|---|');
  for (const round of [1, 2]) console.log(`| ${round} | ${await measure(url, 'identity')} | ${await measure(url, 'gzip, deflate')} | ${await measure(url, 'br')} |`);
  child.disconnect();
}

async function measure(url, encoding) {
  const times = [];
  for (let run = 0; run < RUNS + 5; run++) {
    const started = performance.now();
    await (await fetch(url, { headers: { 'Accept-Encoding': encoding } })).json();
    if (run >= 5) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)].toFixed(1);
  return `${at(0.5)} / ${at(0.95)}`;
}

