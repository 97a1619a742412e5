import { Query } from '@nestjs/cqrs';
import type { Readable } from 'node:stream';

export interface DataExportFile {
  stream: Readable;
  byteSize: number;
  fileName: string;
}

/**
 * A patient's own ZIP, to download: anyone else's, or an unknown id, is 'not found'; one past
 * its expiry says it expired. Each download is recorded in the audit trail.
 */
export class OpenDataExportQuery extends Query<DataExportFile> {
  constructor(
    readonly userId: number,
    readonly exportId: string,
  ) {
    super();
  }
}
