/**
 * Back-office list benchmark (not a test): how fast GET /v2/admin/form/get-subscriptions
 * answers, measured from outside over HTTP as the browser calls it, against a running
 * production build whose database holds the volume seed. Usage:
 *   DATABASE_URL=... npm run seed:volume -- --customers 100000
 *   PORT=3203 DATABASE_URL=... node dist/src/main.js
 *   node scripts/benchmarks/admin-list.mjs [--base http://127.0.0.1:3203] [--runs 200]
 * Prints a Markdown table for docs/benchmarks.md. Target: p95 <= 50 ms for the list and its search.
 */
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const BASE = option('--base', 'http://127.0.0.1:3203');
const RUNS = Number(option('--runs', '200'));

let cookie = '';
async function call(path, init = {}) {
  const response = await fetch(BASE + path, { ...init, headers: { Accept: 'application/json', 'Content-Type': 'application/json', Cookie: cookie, ...(init.headers ?? {}) } });
  const setCookie = response.headers.get('set-cookie');
  if (setCookie) cookie = setCookie.split(';')[0];
  return response;
}

const session = await (await call('/auth/session')).json();
const login = await call('/login', { method: 'POST', headers: { 'x-csrf-token': session.csrfToken }, body: JSON.stringify({ email: 'admin@example.com', password: 'admin-demo-pass' }) });
if (!login.ok) throw new Error(`Could not sign in as the demo admin: ${login.status}`);
// Staff pass a second factor since issue 17: the demo admin's authenticator secret is published for local use.
const signedIn = await login.json();
if (signedIn.secondFactor?.step === 'verify') {
  const { generateSync } = await import('otplib');
  const code = generateSync({ secret: 'DEMOSTAFFTOTPSECRETFORLOCALUSE22', epoch: Math.floor(Date.now() / 1000) });
  const verified = await call('/auth/second-factor/verify', { method: 'POST', headers: { 'x-csrf-token': signedIn.csrfToken }, body: JSON.stringify({ code }) });
  if (!verified.ok) throw new Error(`The demo admin's second factor was refused: ${verified.status} ${await verified.text()}`);
}

const firstPlan = (await (await call('/v2/admin/data/treatments')).json())[0].plans[0].id;
const SCENARIOS = [
  // The floor on this machine at this moment: a signed-in call that reads the session and no table.
  ['Baseline: GET /auth/session (no database)', null],
  ['Review queue, page 1 of 10 (the default)', '?status=review&page=1&perPage=10'],
  ['All statuses, page 1 of 100', '?status=all&page=1&perPage=100'],
  ['Active, page 200 of 25', '?status=active&page=200&perPage=25'],
  ['Treatment-plan filter, page 1', `?status=all&treatment=${firstPlan}&page=1&perPage=25`],
  ['Search: start of an email "volume-4242"', '?status=all&keyword=volume-4242&page=1&perPage=10'],
  ['Search: full name "priya campbell"', '?status=all&keyword=priya%20campbell&page=1&perPage=10'],
  ['Search: surname "thompson"', '?status=all&keyword=thompson&page=1&perPage=10'],
  ['Search: order id "#54321"', '?status=all&keyword=%2354321&page=1&perPage=10'],
  ["'All' (capped at 1,000 rows)", '?status=active&page=1&perPage=1000'],
  // Order-risk flags (issue 19): the 'Flagged only' filter, on the partial index of subscriptions with open flags.
  ['Flagged only, all statuses, page 1 of 25', '?status=all&flagged=1&page=1&perPage=25'],
  ['Flagged only, review queue, page 1 of 10', '?status=review&flagged=1&page=1&perPage=10'],
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const rows = [];
for (const [name, query] of SCENARIOS) {
  const path = query === null ? '/auth/session' : `/v2/admin/form/get-subscriptions${query}`;
  for (let warm = 0; warm < 5; warm++) await (await call(path)).arrayBuffer();
  const times = [];
  let total = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const response = await call(path);
    const body = await response.json();
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    total = body.total ?? 0;
  }
  times.sort((a, b) => a - b);
  rows.push(`| ${name} | ${total.toLocaleString('en-GB')} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${times.at(-1).toFixed(1)} |`);
}
const { loadavg, cpus } = await import('node:os');
console.log(`${RUNS} sequential requests per row after 5 warm-up requests; milliseconds, measured by the client over HTTP. Load average ${loadavg().map((load) => load.toFixed(1)).join(' / ')} on ${cpus().length} cores.\n`);
console.log('| Request | Total matching | p50 ms | p95 ms | max ms |');
console.log('|---|---|---|---|---|');
for (const row of rows) console.log(row);
