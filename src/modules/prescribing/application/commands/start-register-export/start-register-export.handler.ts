import { randomUUID } from 'node:crypto';
import { InjectQueue } from '@nestjs/bullmq';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Queue } from 'bullmq';
import { JOB_OPTIONS, JobName } from '../../../../../shared/queue/jobs';
import type { ExportRegisterPayload } from '../../prescribing.jobs';
import { StartRegisterExportCommand } from './start-register-export.command';

@CommandHandler(StartRegisterExportCommand)
export class StartRegisterExportHandler implements ICommandHandler<StartRegisterExportCommand> {
  constructor(@InjectQueue('exports') private readonly queue: Queue) {}

  async execute({ filters, requestedByUserId }: StartRegisterExportCommand): Promise<{ jobId: string }> {
    const payload: ExportRegisterPayload = { requestedByUserId, storagePath: `exports/pom-register-${randomUUID()}.xlsx`, filters };
    const job = await this.queue.add(JobName.ExportRegister, payload, JOB_OPTIONS[JobName.ExportRegister]);
    return { jobId: job.id! };
  }
}
