import { Command } from '@nestjs/cqrs';
import type { DataExportStatus } from '../../../domain/data-export-status';

/**
 * The export job: gathers the patient's data from every context, writes the ZIP to private
 * storage, marks the export ready until it expires and emails the patient that it is (never
 * the data). Does nothing for an export no longer 'preparing', so a repeated job is harmless;
 * a failure marks it failed, so the patient can ask again.
 */
export class BuildDataExportCommand extends Command<{ status: DataExportStatus }> {
  constructor(readonly exportId: string) {
    super();
  }
}
