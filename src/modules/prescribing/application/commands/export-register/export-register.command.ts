import { Command } from '@nestjs/cqrs';
import type { RegisterFilters } from '../../register-filter';

/**
 * Writes the register rows matching the filters to an .xlsx file in private storage, in
 * serial-number order. Run by the exports worker; `onProgress` gets 0-100 as pages are written.
 */
export class ExportRegisterCommand extends Command<{ rows: number }> {
  constructor(
    readonly filters: RegisterFilters,
    readonly storagePath: string,
    readonly onProgress: (percent: number) => Promise<void>,
  ) {
    super();
  }
}
