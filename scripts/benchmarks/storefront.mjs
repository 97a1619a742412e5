/**
 * Storefront benchmark (not a test): Lighthouse 12 mobile runs against a running
 * production build, and the JavaScript each public page loads before it is
 * interactive. Usage: `npm start` in one shell, then
 *   node scripts/benchmarks/storefront.mjs [--base http://localhost:3000] [--runs 3]
 * Prints a Markdown table for docs/benchmarks.md. Targets: performance >= 95,
 * LCP <= 1.5 s, CLS <= 0.02, JS <= 170 KB gzipped.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const BASE = option('--base', 'http://localhost:3000');
const RUNS = Number(option('--runs', '3'));
const PATHS = ['/', '/shop', '/shop/acne'];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
try {
  for (const path of PATHS) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const { lhr } = await lighthouse(`${BASE}${path}`, { port: chrome.port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' });
      const scripts = lhr.audits['network-requests'].details.items.filter((request) => request.resourceType === 'Script');
      runs.push({
        score: Math.round(lhr.categories.performance.score * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        jsKb: scripts.reduce((sum, request) => sum + request.transferSize, 0) / 1024,
      });
    }
    rows.push({
      path,
      score: median(runs.map((run) => run.score)),
      lcp: median(runs.map((run) => run.lcp)),
      cls: median(runs.map((run) => run.cls)),
      tbt: median(runs.map((run) => run.tbt)),
      jsKb: median(runs.map((run) => run.jsKb)),
    });
  }
} finally {
  await chrome.kill();
}

console.log(`Lighthouse 12 mobile (simulated throttling), median of ${RUNS} runs, ${new Date().toISOString().slice(0, 10)}\n`);
console.log('| page | performance | LCP | CLS | TBT | JS before interactive (gzipped) |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const row of rows) {
  console.log(`| ${row.path} | ${row.score} | ${row.lcp.toFixed(2)} s | ${row.cls.toFixed(3)} | ${Math.round(row.tbt)} ms | ${row.jsKb.toFixed(1)} KB |`);
}
