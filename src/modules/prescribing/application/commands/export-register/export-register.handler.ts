import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { PrivateFileStore } from '../../../../../shared/storage/private-file-store';
import { registerRow } from '../../../domain/register-row';
import { PomRegisterEntry } from '../../../infrastructure/pom-register-entry.entity';
import { registerWhere } from '../../register-filter';
import { ExportRegisterCommand } from './export-register.command';

/** Rows fetched from the cursor at a time: enough to keep round trips few, few enough to keep memory flat. */
const BATCH_SIZE = 2000;

const COLUMNS = [
  { header: 'Serial Number', key: 'serial_number', width: 14 },
  { header: 'RX Type', key: 'rx_type', width: 10 },
  { header: 'Script Ref Episode', key: 'script_ref', width: 18 },
  { header: 'Date Prescribed', key: 'date_prescribed', width: 16 },
  { header: 'Date Dispensed', key: 'date_dispensed', width: 16 },
  { header: 'Patient', key: 'patient', width: 50 },
  { header: 'Prescriber', key: 'prescriber', width: 50 },
  { header: 'Prescribed Item', key: 'prescribed_item', width: 50 },
  { header: 'Quantity', key: 'quantity', width: 12 },
  { header: 'Final Price (£)', key: 'final_price', width: 14 },
  { header: 'Serial of Pare', key: 'serial_of_pare', width: 14 },
  { header: 'Correction Reason', key: 'correction_reason', width: 30 },
  // Added after the spec's columns, so every earlier column keeps its place for whoever reads the file by position.
  { header: 'Batch', key: 'batch_number', width: 16 },
  { header: 'Batch Expiry', key: 'batch_expiry', width: 14 },
  { header: 'Supply', key: 'supply', width: 10 },
];

const COLUMNS_READ = [
  'id',
  'prescriptionId',
  'datePrescribed',
  'dateDispensed',
  'patientName',
  'patientAddress',
  'prescriberName',
  'prescriberAddress',
  'itemCode',
  'prescribedItem',
  'quantity',
  'finalPricePence',
  'batchNumber',
  'batchExpiresOn',
  'supplyNumber',
  'suppliesAuthorised',
  'correctsEntryId',
  'correctionReason',
] as const;

/** A row as PostgreSQL returns it. */
interface RawEntry {
  id: number;
  prescription_id: number;
  date_prescribed: string | Date;
  date_dispensed: string | Date;
  patient_name: string;
  patient_address: string;
  prescriber_name: string;
  prescriber_address: string;
  item_code: string;
  prescribed_item: string;
  quantity: string;
  final_price_pence: number;
  batch_number: string | null;
  batch_expires_on: string | Date | null;
  supply_number: number | null;
  supplies_authorised: number | null;
  corrects_entry_id: number | null;
  correction_reason: string | null;
}

const calendarDate = (value: string | Date) => (typeof value === 'string' ? value : value.toISOString().slice(0, 10));

/** The spreadsheet's cells, in COLUMNS order, from the same register row the screen shows. */
function rowValues(entry: RawEntry): unknown[] {
  const row = registerRow({
    id: entry.id,
    prescriptionId: entry.prescription_id,
    datePrescribed: calendarDate(entry.date_prescribed),
    dateDispensed: calendarDate(entry.date_dispensed),
    patientName: entry.patient_name,
    patientAddress: entry.patient_address,
    prescriberName: entry.prescriber_name,
    prescriberAddress: entry.prescriber_address,
    itemCode: entry.item_code,
    prescribedItem: entry.prescribed_item,
    quantity: entry.quantity,
    finalPricePence: entry.final_price_pence,
    batchNumber: entry.batch_number,
    batchExpiresOn: entry.batch_expires_on === null ? null : calendarDate(entry.batch_expires_on),
    supplyNumber: entry.supply_number,
    suppliesAuthorised: entry.supplies_authorised,
    correctsEntryId: entry.corrects_entry_id,
    correctionReason: entry.correction_reason,
  });
  return [
    row.serial_number,
    row.rx_type,
    row.script_ref,
    row.date_prescribed,
    row.date_dispensed,
    row.patient,
    row.prescriber,
    row.prescribed_item,
    row.quantity,
    row.final_price_pence / 100,
    row.serial_of_pare,
    row.correction_reason,
    row.batch_number,
    row.batch_expiry,
    row.supply,
  ];
}

/** How much written-but-not-yet-compressed XML may wait in memory before the export pauses. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/**
 * exceljs's streaming writer does not apply backpressure: committed rows queue in the
 * stream between the worksheet and the zip compressor, which runs behind when rows come
 * fast (half a gigabyte for a million rows). Waiting here for the queue to shrink keeps
 * memory flat. It reads exceljs internals (the worksheet's pipe into the archive); if they
 * change shape, it simply does not wait. A store that gave up (`output` destroyed) ends the
 * export, as nothing would ever drain the queue.
 */
async function catchUpWith(sheet: ExcelJS.Worksheet, output: PassThrough): Promise<void> {
  const pipe = (sheet as unknown as { stream?: { pipes?: { _writableState?: { length: number } }[] } }).stream?.pipes?.[0];
  while ((pipe?._writableState?.length ?? 0) > MAX_BUFFERED_BYTES && !output.destroyed) await new Promise((resolve) => setTimeout(resolve, 5));
  if (output.destroyed) throw new Error('The register export stopped: the file store closed its stream');
}

@CommandHandler(ExportRegisterCommand)
export class ExportRegisterHandler implements ICommandHandler<ExportRegisterCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly files: PrivateFileStore,
  ) {}

  async execute({ filters, storagePath, onProgress }: ExportRegisterCommand): Promise<{ rows: number }> {
    const where = registerWhere(filters);
    const total = await this.em.count(PomRegisterEntry, where);
    // A job run again (its worker died) starts afresh: what the first run stored goes.
    await this.files.remove(storagePath);
    // The workbook is zipped into a stream the store takes as it comes (in parts, into a bucket), so
    // the file is never whole in memory nor in a temporary file.
    const output = new PassThrough();
    const stored = this.files.writeStream(storagePath, output);
    let storeFailure: unknown;
    stored.catch((error) => (storeFailure = error)); // a store that fails while rows are still being written is the cause to report
    try {
      // Streaming writer without styles or shared strings: rows go to the store as they are committed.
      // Required here, not at the top: exceljs is a few hundred modules that only the worker's exports use.
      const { stream } = require('exceljs') as typeof ExcelJS;
      const workbook = new stream.xlsx.WorkbookWriter({ stream: output, useStyles: false, useSharedStrings: false });
      const rows = await this.writeRows(workbook, output, where, total, onProgress);
      // Both: the workbook waits on a stream only the store drains, so a store that fails must end the wait.
      await Promise.all([workbook.commit(), stored]);
      await onProgress(100);
      return { rows };
    } catch (error) {
      output.destroy();
      await stored.catch(() => undefined);
      throw storeFailure ?? error;
    }
  }

  private async writeRows(
    workbook: ExcelJS.stream.xlsx.WorkbookWriter,
    output: PassThrough,
    where: ReturnType<typeof registerWhere>,
    total: number,
    onProgress: (percent: number) => Promise<void>,
  ): Promise<number> {
    const sheet = workbook.addWorksheet('POM register');
    sheet.columns = COLUMNS;

    let written = 0;
    let reported = -1;
    // One cursor in one transaction: the file is the register as it stood at one moment, even while
    // supplies are dispensed meanwhile, and rows arrive raw (no entity mapping), a batch at a time.
    await this.em.transactional(async (em) => {
      const { sql, bindings } = em.createQueryBuilder(PomRegisterEntry).select([...COLUMNS_READ]).where({ $and: [where] }).orderBy({ id: 'asc' }).getKnexQuery().toSQL();
      await em.execute(`declare register_rows no scroll cursor for ${sql}`, [...bindings]);
      const fetchBatch = () => em.execute<RawEntry[]>(`fetch ${BATCH_SIZE} from register_rows`);
      let batch = await fetchBatch();
      while (batch.length > 0) {
        // The next batch is fetched while this one is written: PostgreSQL and the spreadsheet work side by side.
        const next = batch.length === BATCH_SIZE ? fetchBatch() : Promise.resolve([]);
        for (const entry of batch) sheet.addRow(rowValues(entry)).commit();
        written += batch.length;
        await catchUpWith(sheet, output);
        const percent = Math.min(99, Math.floor((written / Math.max(total, 1)) * 100));
        if (percent !== reported) await onProgress((reported = percent));
        batch = await next;
      }
    });
    sheet.commit();
    return written;
  }
}
