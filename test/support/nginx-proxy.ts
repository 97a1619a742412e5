import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { exitCodeOf } from './due-subscriptions';

const DEPLOY = join(__dirname, '..', '..', 'deploy', 'nginx');

/** Debian's nginx, which .ci/run installs: in /usr/sbin, which a non-root PATH may lack. */
export const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

/**
 * Writes `dir/nginx.conf`: the shop's own proxy settings (deploy/nginx/shop.conf) and its compose
 * upstream (deploy/nginx/upstream-compose.conf, its server parameters kept) with the compose
 * service's one name replaced by the local API ports, everything nginx writes kept in `dir`. With
 * `listenPort`, the server listens there on the loopback instead of on port 80, the only other
 * change. Answers the file's path.
 */
export function writeProxyConfig(dir: string, apiPorts: number[], listenPort?: number): string {
  const upstream = readFileSync(join(DEPLOY, 'upstream-compose.conf'), 'utf8');
  const composeServer = /^\s*server api:3000\b([^;]*);$/m;
  const parameters = composeServer.exec(upstream)?.[1];
  if (parameters === undefined) throw new Error('deploy/nginx/upstream-compose.conf no longer names its one server as `server api:3000 ...;`: update writeProxyConfig');
  writeFileSync(join(dir, 'upstream.conf'), upstream.replace(composeServer, apiPorts.map((port) => `  server 127.0.0.1:${port}${parameters};`).join('\n')));

  const shop = readFileSync(join(DEPLOY, 'shop.conf'), 'utf8');
  if (listenPort !== undefined && (shop.match(/^\s*listen 80;$/gm) ?? []).length !== 1) throw new Error('deploy/nginx/shop.conf no longer has its one `listen 80;`: update writeProxyConfig');
  writeFileSync(join(dir, 'shop.conf'), listenPort === undefined ? shop : shop.replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${listenPort};`));

  const config = join(dir, 'nginx.conf');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind}_temp;`).join('\n');
  writeFileSync(
    config,
    [
      'daemon off;',
      // Started by root (as on CI), its workers would otherwise run as nobody, who may not enter the test's private folder.
      process.getuid?.() === 0 ? 'user root;' : '',
      // One worker: the round robin over the replicas is then one sequence, so consecutive requests go to different replicas.
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events {}',
      'http {',
      `  access_log ${dir}/access.log;`,
      temp,
      `  include ${dir}/upstream.conf;`,
      `  include ${dir}/shop.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  return config;
}

export interface RunningProxy {
  process: ChildProcess;
  /** What nginx said about the requests it could not pass on (the error log). */
  errors: () => string;
  /** Stops nginx (SIGTERM, its fast shutdown: an open event stream would hold a graceful one for an hour) and waits for it; a second call changes nothing. */
  stop: () => Promise<void>;
}

/** nginx in the foreground (`daemon off`, so it is this test's child and stops with it) on `listenPort`, once it accepts connections there. */
export async function startProxy(dir: string, apiPorts: number[], listenPort: number): Promise<RunningProxy> {
  const config = writeProxyConfig(dir, apiPorts, listenPort);
  const child = spawn(NGINX, ['-c', config, '-p', dir, '-e', join(dir, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const errors = () => `${output}${existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : ''}`;
  const deadline = Date.now() + 10_000;
  while (!(await accepts(listenPort))) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${errors()}`);
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${listenPort} within 10 s:\n${errors()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exitCodeOf(child, 15_000);
  };
  return { process: child, errors, stop };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
