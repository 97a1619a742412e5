import { InjectQueue } from '@nestjs/bullmq';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Queue } from 'bullmq';
import { Clock } from '../../../../../shared/domain/clock';
import { readRequestedJob, RequestedJobStatus } from '../../../../../shared/queue/requested-jobs';
import { GetRegisterExportQuery } from './get-register-export.query';

@QueryHandler(GetRegisterExportQuery)
export class GetRegisterExportHandler implements IQueryHandler<GetRegisterExportQuery> {
  constructor(
    @InjectQueue('exports') private readonly queue: Queue,
    private readonly clock: Clock,
  ) {}

  execute({ jobId, userId }: GetRegisterExportQuery): Promise<RequestedJobStatus | null> {
    return readRequestedJob(this.queue, jobId, userId, this.clock.now());
  }
}
