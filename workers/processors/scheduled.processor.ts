import { CreateRequestContext, MikroORM } from '@mikro-orm/core';
import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Queue } from 'bullmq';
import { RemindExpiringPrescriptionsCommand } from '../../src/modules/prescribing';
import { SweepRetentionCommand } from '../../src/modules/privacy';
import { SweepIdentityChecksCommand } from '../../src/modules/verification';
import { ukCalendarDate } from '../../src/shared/domain/calendar-date';
import { Clock } from '../../src/shared/domain/clock';
import { JOB_OPTIONS, JobName, type JobOf } from '../../src/shared/queue/jobs';
import { TAKES_JOBS_WHEN_STARTED } from '../job-consumers';
import { HandlesJobs } from '../job-registry';

export const RETENTION_SCHEDULER_ID = 'retention-sweep';
export const IDENTITY_SWEEP_SCHEDULER_ID = 'identity-checks-sweep';

/**
 * Jobs that run on a timetable: prescription expiry reminders, and the retention sweep
 * (docs/data-rights-and-retention.md). The schedule is upserted at start (BullMQ job schedulers),
 * so however many workers start, each job runs once per slot.
 */
@Processor('scheduled', TAKES_JOBS_WHEN_STARTED)
@HandlesJobs(JobName.RemindExpiringPrescriptions, JobName.SweepRetention, JobName.SweepIdentityChecks)
export class ScheduledProcessor extends WorkerHost implements OnApplicationBootstrap {
  constructor(
    private readonly commands: CommandBus,
    private readonly clock: Clock,
    @InjectQueue('scheduled') private readonly queue: Queue,
    // Read by @CreateRequestContext: each job gets its own identity map.
    private readonly orm: MikroORM,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      'prescription-expiry-reminders',
      { pattern: '0 9 * * *', tz: 'Europe/London' },
      { name: JobName.RemindExpiringPrescriptions, data: {}, opts: JOB_OPTIONS[JobName.RemindExpiringPrescriptions] },
    );
    // In the quiet of the night, after the day's exports and drafts have had their full time.
    await this.queue.upsertJobScheduler(
      RETENTION_SCHEDULER_ID,
      { pattern: '30 3 * * *', tz: 'Europe/London' },
      { name: JobName.SweepRetention, data: {}, opts: JOB_OPTIONS[JobName.SweepRetention] },
    );
    // Hourly: the first email goes out soon after checkout, the reminder two days on, photos when their time is up.
    await this.queue.upsertJobScheduler(
      IDENTITY_SWEEP_SCHEDULER_ID,
      { pattern: '15 * * * *', tz: 'Europe/London' },
      { name: JobName.SweepIdentityChecks, data: {}, opts: JOB_OPTIONS[JobName.SweepIdentityChecks] },
    );
  }

  @CreateRequestContext()
  async process(job: JobOf<JobName.RemindExpiringPrescriptions> | JobOf<JobName.SweepRetention> | JobOf<JobName.SweepIdentityChecks>): Promise<unknown> {
    if (job.name === JobName.SweepIdentityChecks) return this.commands.execute(new SweepIdentityChecksCommand());
    if (job.name === JobName.SweepRetention) return this.commands.execute(new SweepRetentionCommand());
    return this.commands.execute(new RemindExpiringPrescriptionsCommand(ukCalendarDate(this.clock.now())));
  }
}
