import { Query } from '@nestjs/cqrs';
import type { RequestedJobStatus } from '../../../../../shared/queue/requested-jobs';

/** Where an export stands, for the staff user who started it; null for anyone else or once expired. */
export class GetRegisterExportQuery extends Query<RequestedJobStatus | null> {
  constructor(
    readonly jobId: string,
    readonly userId: number,
  ) {
    super();
  }
}
