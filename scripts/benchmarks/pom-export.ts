/**
 * POM register export benchmark (not a test). Builds a scratch database holding
 * 1,000,000 register rows, starts the real worker (`node dist/workers/main.js`, so run
 * `npm run build` first), and twice in turn queues one export of the whole register and times
 * exceljs's writer alone writing as many rows (the anchor): one row repeated, then the register's
 * own rows. It reports each one's time and
 * CPU (its own, and the rest of the machine's meanwhile: PostgreSQL's), the worker's peak
 * resident memory, the longest gap between two progress reports (the longest the export
 * kept the event loop from its lock renewals), and the row count read back from the
 * workbook. Usage:
 *   npm run bench:pom-export -- [--rows 1000000] [--profile DIR]
 * Targets (issue 8): <= 30 s, peak RSS < 600 MB, same row count back; (issue 20) no slower
 * than the writer alone, peak RSS <= 300 MB.
 */
import 'reflect-metadata';
import { Queue, QueueEvents } from 'bullmq';
import ExcelJS from 'exceljs';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from 'pg';
import type { ExportRegisterPayload } from '../../src/modules/prescribing/application/prescribing.jobs';
import { JobName, JOB_OPTIONS } from '../../src/shared/queue/jobs';
import { createOwnDatabaseAt, dropDatabaseAt } from './bench-database';
import { machineBusySeconds, processCpuSeconds } from './cpu-time';

const args = process.argv.slice(2);
const ROWS = Number(args.includes('--rows') ? args[args.indexOf('--rows') + 1] : 1_000_000);
/** `--profile DIR` writes the worker's CPU profile there, to see where the time goes. */
const PROFILE_DIR = args.includes('--profile') ? args[args.indexOf('--profile') + 1] : undefined;
const SERVER_URL = process.env.BENCH_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'shop_bench_pom_export';
const DATABASE_URL = SERVER_URL.replace(/\/[^/]*$/, `/${DATABASE}`);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = 'bench-pom-export';
const STORAGE_FOLDER = mkdtempSync(join(tmpdir(), 'pom-export-'));

/** Rows shaped like real ones: names, two addresses, a medicine line, prices and dates spread over a year. */
async function seed(): Promise<number> {
  await dropDatabaseAt(SERVER_URL, DATABASE);
  await createOwnDatabaseAt(SERVER_URL, DATABASE);
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  const started = Date.now();
  await client.query(
    `insert into pom_register_entry (prescription_id, subscription_item_id, date_prescribed, date_dispensed, patient_name, patient_address,
       prescriber_name, prescriber_address, item_code, prescribed_item, quantity, final_price_pence, tracking_number, batch_number, batch_expires_on, recorded_by_user_id, recorded_at)
     select g, g, date '2025-01-01' + (g % 365), date '2025-01-02' + (g % 365), 'Patient ' || g || ' Example',
       g || ' High Street' || chr(10) || 'Flat ' || (g % 40) || chr(10) || 'Leeds' || chr(10) || 'LS1 1AA',
       'Dr Amelia Hart', 'Derm Shop Clinic' || chr(10) || '10 Harley Street' || chr(10) || 'London' || chr(10) || 'W1G 9PF',
       '810C', 'Acne formula (starter strength), cream, Tretinoin 0.025%, Clindamycin 1%, Niacinamide 4%', '30 ml',
       1936 + (g % 500), 'LD' || lpad((g % 100000000)::text, 9, '0') || 'GB', 'TC' || (2500 + g % 100) || 'A', date '2027-01-31' + (g % 365), 1, now()
     from generate_series(1, $1::int) g`,
    [ROWS],
  );
  await client.query('analyze pom_register_entry');
  await client.end();
  return (Date.now() - started) / 1000;
}

function peakRss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

async function countRows(file: string): Promise<number> {
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { worksheets: 'emit', sharedStrings: 'ignore', hyperlinks: 'ignore', styles: 'ignore' });
  for await (const sheet of reader) for await (const _row of sheet) rows++;
  return rows;
}

interface Timed {
  seconds: number;
  /** CPU seconds of the process doing the work (the worker, or the anchor's process), all its threads. */
  processCpu: number;
  /** CPU seconds of everything else on the machine meanwhile: PostgreSQL above all. */
  othersCpu: number;
}

/**
 * exceljs's streaming writer alone writing as many rows of the same width, in a process of its own
 * (anchors/xlsx-writer-anchor.mjs): the floor the export is measured against, under the machine's
 * load at the time. Twice: one row repeated (the floor as the issue set it), and the register's own
 * rows, which are what the export writes (a million different strings to escape and collect).
 */
async function timeWriterAlone(rows: number, { distinct }: { distinct: boolean }): Promise<Timed> {
  const machine = machineBusySeconds();
  const anchorArgs = ['--rows', String(rows), '--file', join(STORAGE_FOLDER, 'anchor.xlsx'), ...(distinct ? ['--distinct'] : [])];
  const anchor = spawn(process.execPath, ['scripts/benchmarks/anchors/xlsx-writer-anchor.mjs', ...anchorArgs], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  anchor.stdout.on('data', (chunk) => (output += chunk));
  const [code] = await once(anchor, 'exit');
  if (code !== 0) throw new Error(`The writer-alone anchor failed (exit code ${code})`);
  // Its own CPU as it reported it on finishing (once it has exited, /proc no longer has it): the writing's, and in all,
  // its start included, which is taken off the machine's as well.
  const { seconds, cpuSeconds, cpuSecondsInAll } = JSON.parse(output) as { seconds: number; cpuSeconds: number; cpuSecondsInAll: number };
  return { seconds, processCpu: cpuSeconds, othersCpu: machineBusySeconds() - machine - cpuSecondsInAll };
}

/** Times `work`, with the CPU it and everything else took; `pid` is the process doing the work. */
async function timed(pid: number, work: () => Promise<number>): Promise<Timed> {
  const [machine, own] = [machineBusySeconds(), processCpuSeconds(pid)];
  const seconds = await work();
  const processCpu = processCpuSeconds(pid) - own;
  return { seconds, processCpu, othersCpu: machineBusySeconds() - machine - processCpu };
}

const figures = ({ seconds, processCpu, othersCpu }: Timed) =>
  `${seconds.toFixed(1)} s (CPU: ${processCpu.toFixed(1)} s its own, ${othersCpu.toFixed(1)} s the rest of the machine; ${((processCpu + othersCpu) / seconds).toFixed(2)} cores busy)`;

async function main(): Promise<void> {
  console.log(`Seeding ${ROWS.toLocaleString('en-GB')} register rows...`);
  const seedSeconds = await seed();
  const connection = { url: REDIS_URL };
  const queue = new Queue('exports', { connection, prefix: `${PREFIX}:bull` });
  await queue.obliterate({ force: true });
  const events = new QueueEvents('exports', { connection, prefix: `${PREFIX}:bull` });
  await events.waitUntilReady();

  const worker = spawn(process.execPath, [...(PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : []), 'dist/workers/main.js'], {
    env: { ...process.env, DATABASE_URL, REDIS_URL, REDIS_PREFIX: PREFIX, STORAGE_URL: pathToFileURL(STORAGE_FOLDER).href, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    while ((await queue.getWorkersCount()) === 0) await new Promise((resolve) => setTimeout(resolve, 200));
    const idleRss = peakRss(worker.pid!);

    let stalled = 0;
    let lastProgressAt = 0;
    let longestGap = 0;
    events.on('stalled', () => stalled++);
    events.on('progress', () => {
      const now = Date.now();
      if (lastProgressAt) longestGap = Math.max(longestGap, now - lastProgressAt);
      lastProgressAt = now;
    });

    const payload: ExportRegisterPayload = { requestedByUserId: 0, storagePath: 'exports/benchmark.xlsx', filters: {} };
    const file = join(STORAGE_FOLDER, payload.storagePath);
    const exportOnce = async () => {
      lastProgressAt = 0;
      const job = await queue.add(JobName.ExportRegister, payload, JOB_OPTIONS[JobName.ExportRegister]);
      await job.waitUntilFinished(events, 10 * 60_000);
      const finished = (await queue.getJob(job.id!))!;
      return (finished.finishedOn! - finished.processedOn!) / 1000;
    };
    // Alternated twice, so that both see the machine as it is in the same minutes.
    const rounds: { exported: Timed; writerAlone: Timed; writerAloneDistinct: Timed }[] = [];
    for (let round = 1; round <= 2; round++) {
      const exported = await timed(worker.pid!, exportOnce);
      const writerAlone = await timeWriterAlone(ROWS, { distinct: false });
      const writerAloneDistinct = await timeWriterAlone(ROWS, { distinct: true });
      rounds.push({ exported, writerAlone, writerAloneDistinct });
      console.log(
        `Round ${round}: export ${figures(exported)}; exceljs's writer alone, one row repeated, ${figures(writerAlone)}, ratio ${(exported.seconds / writerAlone.seconds).toFixed(2)}; ` +
          `writing the register's own rows, ${figures(writerAloneDistinct)}, ratio ${(exported.seconds / writerAloneDistinct.seconds).toFixed(2)}`,
      );
    }
    const peak = peakRss(worker.pid!);
    const readBack = await countRows(file);

    const result = {
      rows: ROWS,
      loadAverage: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
      seedSeconds: Number(seedSeconds.toFixed(1)),
      exportSeconds: rounds.map(({ exported }) => Number(exported.seconds.toFixed(1))),
      excelOnlySeconds: rounds.map(({ writerAlone }) => Number(writerAlone.seconds.toFixed(1))),
      ratio: rounds.map(({ exported, writerAlone }) => Number((exported.seconds / writerAlone.seconds).toFixed(2))),
      excelOnlyDistinctSeconds: rounds.map(({ writerAloneDistinct }) => Number(writerAloneDistinct.seconds.toFixed(1))),
      ratioToDistinct: rounds.map(({ exported, writerAloneDistinct }) => Number((exported.seconds / writerAloneDistinct.seconds).toFixed(2))),
      workerIdleRssMb: Math.round(idleRss),
      workerPeakRssMb: Math.round(peak),
      longestGapBetweenProgressReportsMs: longestGap,
      stalledEvents: stalled,
      fileMb: Number((statSync(file).size / 1024 / 1024).toFixed(1)),
      rowsReadBack: readBack - 1,
    };
    console.log(JSON.stringify(result, null, 2));
    const ok = result.exportSeconds.every((seconds) => seconds <= 30) && result.workerPeakRssMb < 600 && result.rowsReadBack === ROWS && stalled === 0;
    console.log(ok ? 'Within the targets.' : 'OUTSIDE the targets.');
  } finally {
    worker.kill('SIGTERM');
    await new Promise((resolve) => worker.once('exit', resolve));
    await events.close();
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
    rmSync(STORAGE_FOLDER, { recursive: true, force: true });
    await dropDatabaseAt(SERVER_URL, DATABASE);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
