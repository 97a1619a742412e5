/**
 * Storefront benchmark (not a test): Lighthouse 12 mobile runs against a running
 * production build, and the JavaScript each public page loads before it is
 * interactive. Usage: `npm start` in one shell, then
 *   node scripts/benchmarks/storefront.mjs [--base http://localhost:3000] [--runs 3] [--anchor]
 * Prints a Markdown table for docs/benchmarks.md: the medians, every run's score, and in
 * how many runs the page was drawn by a renderer process other than the tab's blank page
 * (the switch Cross-Origin-Opener-Policy makes; docs/security.md), with the load average.
 * `--anchor` alternates the shop twice with the same pages served without that one header
 * (anchors/without-opener-policy.mjs). Targets: performance 100 on every run,
 * LCP <= 1.5 s, CLS <= 0.02, JS <= 100 KB gzipped.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { loadavg } from 'node:os';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const BASE = option('--base', 'http://localhost:3000');
const RUNS = Number(option('--runs', '3'));
const PATHS = ['/', '/shop', '/shop/acne'];
const ANCHOR_PORT = 3390;

/** Whether the page committed in another process than the blank page Lighthouse starts from. */
function inNewRenderer(trace) {
  const started = trace.traceEvents.find((event) => event.name === 'TracingStartedInBrowser');
  const blankPage = started?.args.data.frames?.find((frame) => !frame.parent)?.processId;
  const committed = trace.traceEvents.filter((event) => event.name === 'FrameCommittedInBrowser' && !event.args.data.parent);
  return committed.some((event) => event.args.data.processId !== blankPage);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const failures = [];

async function measure(chrome, base, label) {
  const rows = [];
  for (const path of PATHS) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const { lhr, artifacts } = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' });
      // A run Lighthouse could not finish has no score; it is named, not counted as 0.
      if (lhr.runtimeError) {
        failures.push(`${label} ${path}: ${lhr.runtimeError.code}`);
        continue;
      }
      const scripts = lhr.audits['network-requests'].details.items.filter((request) => request.resourceType === 'Script');
      runs.push({
        score: Math.round(lhr.categories.performance.score * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        jsKb: scripts.reduce((sum, request) => sum + request.transferSize, 0) / 1024,
        newRenderer: inNewRenderer(artifacts.Trace),
      });
    }
    if (runs.length === 0) continue;
    rows.push({
      label,
      path,
      score: median(runs.map((run) => run.score)),
      lcp: median(runs.map((run) => run.lcp)),
      cls: median(runs.map((run) => run.cls)),
      tbt: median(runs.map((run) => run.tbt)),
      jsKb: median(runs.map((run) => run.jsKb)),
      scores: runs.map((run) => run.score).join(', '),
      newRenderer: `${runs.filter((run) => run.newRenderer).length} of ${runs.length}`,
      load: loadavg()[0].toFixed(2),
    });
  }
  return rows;
}

const anchor = args.includes('--anchor')
  ? fork(new URL('./anchors/without-opener-policy.mjs', import.meta.url), ['--target', BASE, '--port', String(ANCHOR_PORT)], { silent: true })
  : undefined;
// The anchor says "listening" once it takes requests; if it exits first (its port taken), say so rather than wait.
if (anchor) {
  const started = await Promise.race([once(anchor.stdout, 'data').then(() => true), once(anchor, 'exit').then(() => false)]);
  if (!started) throw new Error(`The anchor could not start on port ${ANCHOR_PORT}`);
}
const rounds = anchor
  ? [
      [BASE, 'shop'],
      [`http://localhost:${ANCHOR_PORT}`, 'shop without COOP'],
      [BASE, 'shop'],
      [`http://localhost:${ANCHOR_PORT}`, 'shop without COOP'],
    ]
  : [[BASE, 'shop']];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const rows = [];
try {
  for (const [base, label] of rounds) rows.push(...(await measure(chrome, base, label)));
} finally {
  await chrome.kill();
  anchor?.kill();
}

console.log(`Lighthouse 12 mobile (simulated throttling), median of ${RUNS} runs, ${new Date().toISOString().slice(0, 10)}\n`);
console.log('| served as | page | performance | LCP | CLS | TBT | JS before interactive (gzipped) | every run | runs in a new renderer | load average |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) {
  console.log(
    `| ${row.label} | ${row.path} | ${row.score} | ${row.lcp.toFixed(2)} s | ${row.cls.toFixed(3)} | ${Math.round(row.tbt)} ms | ${row.jsKb.toFixed(1)} KB | ${row.scores} | ${row.newRenderer} | ${row.load} |`,
  );
}
if (failures.length > 0) console.log(`\nRuns Lighthouse could not finish: ${failures.join('; ')}`);
