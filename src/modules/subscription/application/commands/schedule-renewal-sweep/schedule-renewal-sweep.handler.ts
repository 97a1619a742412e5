import { InjectQueue } from '@nestjs/bullmq';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Queue } from 'bullmq';
import { AppConfig } from '../../../../../config/app-config';
import { JOB_OPTIONS, JobName } from '../../../../../shared/queue/jobs';
import { RENEWAL_SCHEDULER_ID } from '../../renewal.jobs';
import { ScheduleRenewalSweepCommand } from './schedule-renewal-sweep.command';

@CommandHandler(ScheduleRenewalSweepCommand)
export class ScheduleRenewalSweepHandler implements ICommandHandler<ScheduleRenewalSweepCommand> {
  constructor(
    private readonly config: AppConfig,
    @InjectQueue('renewals') private readonly queue: Queue,
  ) {}

  /** BullMQ runs an `every` scheduler at once, then each period. */
  async execute(): Promise<void> {
    await this.queue.upsertJobScheduler(
      RENEWAL_SCHEDULER_ID,
      { every: this.config.get('RENEWAL_SWEEP_MINUTES') * 60_000 },
      { name: JobName.SweepRenewals, data: {}, opts: JOB_OPTIONS[JobName.SweepRenewals] },
    );
  }
}
