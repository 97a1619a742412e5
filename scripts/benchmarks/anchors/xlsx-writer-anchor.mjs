/**
 * The floor under the POM register export (not a test): exceljs's streaming writer alone, in a
 * process of its own, writing as many rows as the export of the same 15 cells (the seeded
 * register's widths, the 'Supply' cell empty as it is there), with the export's writer options.
 * `pom-export.ts` runs it in turn with the export. Usage:
 *   node scripts/benchmarks/anchors/xlsx-writer-anchor.mjs --rows 1000000 --file /tmp/anchor.xlsx
 * With `--distinct`, each row holds the values the benchmark seeds for that serial number (as the
 * export writes them) instead of one row repeated: what the export writes is a million different
 * rows, which make a larger file (81 MB against 48) and more garbage than one row repeated.
 * Prints, as JSON, the seconds the writing took, the process's CPU seconds (all its threads) in
 * them, and its CPU seconds in all (its start included).
 */
import ExcelJS from 'exceljs';

const args = process.argv.slice(2);
const option = (name) => args[args.indexOf(`--${name}`) + 1];
const rows = Number(option('rows'));

const values = [123456, 'Private', 'PRX123456', '2025-01-02', '2025-01-03', 'Patient 123456 Example, 123456 High Street, Flat 3, Leeds, LS1 1AA', 'Dr Amelia Hart, Derm Shop Clinic, 10 Harley Street, London, W1G 9PF', '[810C] Acne formula (starter strength), cream, Tretinoin 0.025%, Clindamycin 1%, Niacinamide 4%', '30 ml', 19.36, '-', null, 'TC2511A', '2027-06-30', null];

/** The seed's dates run over a year from each start: made once, so the floor spends nothing making them per row. */
const year = (from) => Array.from({ length: 365 }, (_, offset) => new Date(Date.parse(from) + offset * 86_400_000).toISOString().slice(0, 10));
const [prescribedOn, dispensedOn, expiresOn] = [year('2025-01-01'), year('2025-01-02'), year('2027-01-31')];
/** Row `serial`'s cells, as pom-export.ts seeds it and the export writes it. */
const distinctValues = (serial) => [
  serial,
  'Private',
  `PRX${serial}`,
  prescribedOn[serial % 365],
  dispensedOn[serial % 365],
  `Patient ${serial} Example, ${serial} High Street, Flat ${serial % 40}, Leeds, LS1 1AA`,
  'Dr Amelia Hart, Derm Shop Clinic, 10 Harley Street, London, W1G 9PF',
  '[810C] Acne formula (starter strength), cream, Tretinoin 0.025%, Clindamycin 1%, Niacinamide 4%',
  '30 ml',
  (1936 + (serial % 500)) / 100,
  '-',
  null,
  `TC${2500 + (serial % 100)}A`,
  expiresOn[serial % 365],
  null,
];
const rowAt = args.includes('--distinct') ? distinctValues : () => values;

const started = performance.now();
const cpuAtStart = process.cpuUsage();
const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: option('file'), useStyles: false, useSharedStrings: false });
const sheet = workbook.addWorksheet('baseline');
for (let row = 0; row < rows; row++) {
  sheet.addRow(rowAt(row + 1)).commit();
  // Lets the compressor's callbacks run, as the export's pauses between batches do.
  if (row % 10_000 === 0) await new Promise((resolve) => setImmediate(resolve));
}
sheet.commit();
await workbook.commit();
const seconds = (performance.now() - started) / 1000;
const cpuSeconds = ({ user, system }) => (user + system) / 1e6;
console.log(JSON.stringify({ seconds, cpuSeconds: cpuSeconds(process.cpuUsage(cpuAtStart)), cpuSecondsInAll: cpuSeconds(process.cpuUsage()) }));
