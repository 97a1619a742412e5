import { InjectQueue } from '@nestjs/bullmq';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Queue } from 'bullmq';
import { Clock } from '../../../../../shared/domain/clock';
import { readRequestedJob, RequestedJobStatus } from '../../../../../shared/queue/requested-jobs';
import { GetPrintStatusQuery } from './get-print-status.query';

@QueryHandler(GetPrintStatusQuery)
export class GetPrintStatusHandler implements IQueryHandler<GetPrintStatusQuery> {
  constructor(
    @InjectQueue('documents') private readonly queue: Queue,
    private readonly clock: Clock,
  ) {}

  execute({ jobId, userId }: GetPrintStatusQuery): Promise<RequestedJobStatus | null> {
    return readRequestedJob(this.queue, jobId, userId, this.clock.now());
  }
}
