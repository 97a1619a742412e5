import { Command } from '@nestjs/cqrs';
import type { DataExportView } from '../../data-rights-view';

/**
 * A patient asks for a copy of their data: an export row 'preparing' and, after the commit, a
 * job that builds the ZIP and emails them. Refused (409) while another is being prepared.
 */
export class RequestDataExportCommand extends Command<DataExportView> {
  constructor(readonly userId: number) {
    super();
  }
}
