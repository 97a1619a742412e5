import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { NGINX, writeProxyConfig } from '../support/nginx-proxy';

/**
 * docker-compose.yml describes the shop as it runs across machines (no container engine runs here
 * to start it): API replicas behind the proxy, workers scaled apart, one object store. No service
 * mounts another's volume for the app's data, the API and the worker share one STORAGE_URL (a
 * bucket), and the proxy's upstream is the API service.
 */
type Service = { image?: string; build?: unknown; command?: string[]; environment?: Record<string, string>; volumes?: string[]; ports?: string[]; deploy?: { replicas?: number } };
const root = join(__dirname, '..', '..');
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };
const { services } = compose;
const namedVolumes = (service: Service) => (service.volumes ?? []).map((volume) => volume.split(':')[0]!).filter((source) => !source.startsWith('.') && !source.startsWith('/'));

it('runs the API in several replicas and the worker apart, from one image', () => {
  expect(services.api!.deploy?.replicas).toBeGreaterThanOrEqual(2);
  expect(services.worker!.deploy?.replicas).toBeGreaterThanOrEqual(2);
  expect(services.worker!.command).toEqual(['node', 'dist/workers/main.js']);
  expect(services.api!.build).toBeDefined();
  expect(services.worker!.build).toEqual(services.api!.build);
});

it('gives the API and the worker one object store, and neither a disk of its own for private files', () => {
  const api = services.api!.environment!;
  const worker = services.worker!.environment!;
  expect(api.STORAGE_URL).toMatch(/^s3:\/\//);
  for (const key of ['STORAGE_URL', 'S3_ENDPOINT', 'S3_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'DATABASE_URL', 'REDIS_URL', 'SESSION_SECRET']) expect([key, worker[key]]).toEqual([key, api[key]]);
  expect(services.api!.volumes ?? []).toEqual([]);
  expect(services.worker!.volumes ?? []).toEqual([]);
});

it('mounts no named volume into more than one service', () => {
  const owners = new Map<string, string[]>();
  for (const [name, service] of Object.entries(services)) for (const volume of namedVolumes(service)) owners.set(volume, [...(owners.get(volume) ?? []), name]);
  expect([...owners].filter(([, names]) => names.length > 1)).toEqual([]);
});

it('publishes only the proxy, whose upstream is the API service', () => {
  const published = Object.entries(services).filter(([, service]) => (service.ports ?? []).some((port) => !port.startsWith('127.0.0.1:')));
  expect(published.map(([name]) => name)).toEqual(['proxy']);
  const mounted = services.proxy!.volumes!.map((volume) => volume.split(':')[0]!);
  const conf = mounted.map((file) => readFileSync(join(root, file), 'utf8')).join('\n');
  expect(conf).toMatch(/upstream shop_api \{[^}]*server api:3000\b/);
  expect(conf).toMatch(/proxy_pass http:\/\/shop_api;/);
  // The chat's live streams pass unbuffered.
  expect(conf).toMatch(/location ~ \/data\/chat-events\$ \{[^}]*proxy_buffering off;/);
});

it("is a configuration nginx accepts (Debian's nginx, which .ci/run installs)", () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-nginx-'));
  try {
    // The compose upstream names a host only Docker's network resolves; the same proxy settings with local replicas.
    const config = writeProxyConfig(dir, [3001, 3002]);
    expect(execFileSync(NGINX, ['-t', '-q', '-c', config, '-p', dir, '-e', join(dir, 'error.log')], { encoding: 'utf8', stdio: 'pipe' })).toBe('');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
