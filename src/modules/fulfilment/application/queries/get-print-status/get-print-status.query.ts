import { Query } from '@nestjs/cqrs';
import type { RequestedJobStatus } from '../../../../../shared/queue/requested-jobs';

/** Where a print run stands, for the staff user who started it; null for anyone else or once expired. */
export class GetPrintStatusQuery extends Query<RequestedJobStatus | null> {
  constructor(
    readonly jobId: string,
    readonly userId: number,
  ) {
    super();
  }
}
