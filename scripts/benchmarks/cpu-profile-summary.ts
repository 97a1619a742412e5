import { readFileSync } from 'node:fs';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] }

/** Where a frame's code comes from: a package by its node_modules path, the shop's own code by its folder, Node's internals, V8. */
function originOf({ url, functionName }: ProfileNode['callFrame']): { origin: string; native: boolean } {
  if (!url) return { origin: functionName.startsWith('(') ? functionName : '(native)', native: true };
  const inPackage = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (inPackage) return { origin: inPackage[1]!, native: false };
  const inShop = /\/dist\/(?:src\/)?((?:modules\/[^/]+)|(?:shared\/[^/]+)|[^/]+)/.exec(url);
  if (inShop) return { origin: `shop: ${inShop[1]}`, native: false };
  if (url.startsWith('node:')) return { origin: `node: ${url.replace(/^node:(internal\/)?/, '').split('/')[0]}`, native: true };
  return { origin: url, native: false };
}

const table = (title: string, counts: Map<string, number>, total: number, sampleMs: number, requests: number, limit: number) => {
  const rows = [...counts].sort((a, b) => b[1] - a[1]).slice(0, limit);
  return [
    `| ${title} | samples | share | ms | µs per request |`,
    '|---|---|---|---|---|',
    ...rows.map(([name, n]) => `| ${name} | ${n} | ${((100 * n) / total).toFixed(1)} % | ${Math.round(n * sampleMs)} | ${((n * sampleMs * 1000) / requests).toFixed(0)} |`),
  ].join('\n');
};

/**
 * Where a process's CPU time went in a window of its `--cpu-prof` profile (ms after the profile
 * began, which is within a few ms of the process's spawn): by origin of the running code, with
 * Node's internals and V8's natives (JSON.stringify, a socket write) charged to the nearest
 * package or shop code up the stack that called them; and the functions with the most self time.
 */
export function summariseProfile(file: string, { fromMs, toMs, requests }: { fromMs: number; toMs: number; requests: number }): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const byCaller = new Map<string, number>();
  const bySelf = new Map<string, number>();
  const byOrigin = new Map<string, number>();
  let time = profile.startTime;
  let inWindow = 0;
  let windowUs = 0;
  profile.samples.forEach((sample, index) => {
    const delta = profile.timeDeltas[index]!;
    time += delta;
    const at = (time - profile.startTime) / 1000;
    if (at < fromMs || at > toMs) return;
    inWindow += 1;
    windowUs += delta;
    const leaf = byId.get(sample)!;
    const { origin, native } = originOf(leaf.callFrame);
    const self = `${leaf.callFrame.functionName || '(anonymous)'} (${origin})`;
    bySelf.set(self, (bySelf.get(self) ?? 0) + 1);
    byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + 1);
    let charged = origin;
    if (native && !origin.startsWith('(garbage') && !origin.startsWith('(idle') && !origin.startsWith('(program')) {
      for (let up = parentOf.get(leaf.id); up !== undefined; up = parentOf.get(up)) {
        const caller = originOf(byId.get(up)!.callFrame);
        if (!caller.native) {
          charged = caller.origin;
          break;
        }
      }
    }
    byCaller.set(charged, (byCaller.get(charged) ?? 0) + 1);
  });
  const sampleMs = windowUs / 1000 / Math.max(inWindow, 1);
  return [
    `${inWindow} samples in ${Math.round(windowUs / 1000)} ms, ${Math.round(requests)} requests`,
    '',
    table('origin (natives charged to their caller)', byCaller, inWindow, sampleMs, requests, 30),
    '',
    table('origin (self time)', byOrigin, inWindow, sampleMs, requests, 20),
    '',
    table('function (self time)', bySelf, inWindow, sampleMs, requests, 30),
  ].join('\n');
}

if (require.main === module) {
  const [file, fromMs, toMs, requests] = process.argv.slice(2);
  console.log(summariseProfile(file!, { fromMs: Number(fromMs ?? 0), toMs: Number(toMs ?? Infinity), requests: Number(requests ?? 1) }));
}
