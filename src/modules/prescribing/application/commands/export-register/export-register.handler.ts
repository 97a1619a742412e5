import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import ExcelJS from 'exceljs';
import { PrivateFileStore } from '../../../../../shared/storage/private-file-store';
import { registerRow } from '../../../domain/register-row';
import { PomRegisterEntry } from '../../../infrastructure/pom-register-entry.entity';
import { registerWhere } from '../../register-filter';
import { ExportRegisterCommand } from './export-register.command';

/** Rows read per keyset page: big enough to keep PostgreSQL round trips few, small enough to keep memory flat. */
const PAGE_SIZE = 5000;

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
];

@CommandHandler(ExportRegisterCommand)
export class ExportRegisterHandler implements ICommandHandler<ExportRegisterCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly files: PrivateFileStore,
  ) {}

  async execute({ filters, storagePath, onProgress }: ExportRegisterCommand): Promise<{ rows: number }> {
    const where = registerWhere(filters);
    const total = await this.em.count(PomRegisterEntry, where);
    // Streaming writer without styles or shared strings: rows go to disk as they are committed.
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: await this.files.pathForStreaming(storagePath), useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet('POM register');
    sheet.columns = COLUMNS;

    let written = 0;
    let afterId = 0;
    for (;;) {
      // Keyset pages on the primary key: each page is an index range scan, never an OFFSET over what came before.
      const page = await this.em
        .createQueryBuilder(PomRegisterEntry)
        .select(['id', 'prescriptionId', 'datePrescribed', 'dateDispensed', 'patientName', 'patientAddress', 'prescriberName', 'prescriberAddress', 'itemCode', 'prescribedItem', 'quantity', 'finalPricePence', 'correctsEntryId', 'correctionReason'])
        .where({ $and: [where, { id: { $gt: afterId } }] })
        .orderBy({ id: 'asc' })
        .limit(PAGE_SIZE)
        .execute<PomRegisterEntry[]>('all');
      for (const entry of page) {
        const row = registerRow({ ...entry, correctsEntryId: entry.correctsEntryId ?? null, correctionReason: entry.correctionReason ?? null });
        sheet.addRow({ ...row, final_price: row.final_price_pence / 100 }).commit();
      }
      written += page.length;
      if (page.length < PAGE_SIZE) break;
      afterId = page[page.length - 1].id;
      await onProgress(Math.min(99, Math.floor((written / Math.max(total, 1)) * 100)));
    }
    sheet.commit();
    await workbook.commit();
    await onProgress(100);
    return { rows: written };
  }
}
