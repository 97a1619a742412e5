import { Command } from '@nestjs/cqrs';
import type { RegisterFilters } from '../../register-filter';

/** Queues an Excel export of the register rows matching the filters; returns the job to follow. */
export class StartRegisterExportCommand extends Command<{ jobId: string }> {
  constructor(
    readonly filters: RegisterFilters,
    readonly requestedByUserId: number,
  ) {
    super();
  }
}
