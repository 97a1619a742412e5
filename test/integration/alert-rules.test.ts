import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The operations kit in deploy/: Prometheus's own tool loads the alert rules and runs their unit
 * tests (alerts.test.yml: each alert fires on the series that should fire it, and not on a healthy
 * shop), and every query of the Grafana dashboard is valid PromQL. `.ci/run` installs promtool
 * (Debian's `prometheus` package) when the machine lacks it. That the metrics these read are the
 * ones the shop exports is checked in metrics.test.ts.
 */
const deploy = join(__dirname, '..', '..', 'deploy');
const promtool = (...args: string[]) => execFileSync('promtool', args, { cwd: join(deploy, 'prometheus'), encoding: 'utf8', stdio: 'pipe' });

it('loads the alert rules, each with a severity and a runbook line', () => {
  expect(promtool('check', 'rules', 'alerts.yml')).toMatch(/SUCCESS: \d+ rules found/);
  const rules = readFileSync(join(deploy, 'prometheus', 'alerts.yml'), 'utf8');
  const alerts = rules.match(/^ {6}- alert: /gm)!.length;
  expect(rules.match(/^ {10}severity: (page|ticket)$/gm)).toHaveLength(alerts);
  expect(rules.match(/^ {10}runbook: \S/gm)).toHaveLength(alerts);
});

it("fires the alerts on the series their tests give them, and stays quiet on a healthy shop's", () => {
  expect(promtool('test', 'rules', 'alerts.test.yml')).toContain('SUCCESS');
});

it("parses every query of the Grafana dashboard as PromQL", () => {
  const dashboard = JSON.parse(readFileSync(join(deploy, 'grafana', 'shop-dashboard.json'), 'utf8')) as { panels: { title: string; targets: { expr: string }[] }[] };
  const queries = dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr));
  expect(queries.length).toBeGreaterThan(10);
  // promtool checks expressions in rule files: each query becomes a recording rule of a throwaway one.
  const dir = mkdtempSync(join(tmpdir(), 'dashboard-queries-'));
  try {
    const file = join(dir, 'queries.yml');
    writeFileSync(file, `groups:\n  - name: dashboard\n    rules:\n${queries.map((expr, index) => `      - record: dashboard:query_${index}\n        expr: ${JSON.stringify(expr)}\n`).join('')}`);
    expect(promtool('check', 'rules', file)).toContain(`SUCCESS: ${queries.length} rules found`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
