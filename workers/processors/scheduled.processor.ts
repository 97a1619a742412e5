import { CreateRequestContext, MikroORM } from '@mikro-orm/core';
import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Job, Queue } from 'bullmq';
import { RemindExpiringPrescriptionsCommand } from '../../src/modules/prescribing';
import { ukCalendarDate } from '../../src/shared/domain/calendar-date';
import { Clock } from '../../src/shared/domain/clock';
import { JOB_OPTIONS, JobName } from '../../src/shared/queue/jobs';
import { HandlesJobs } from '../job-registry';

/**
 * Jobs that run on a timetable. The schedule is upserted at start (BullMQ job schedulers),
 * so however many workers start, each job runs once per slot.
 */
@Processor('scheduled')
@HandlesJobs(JobName.RemindExpiringPrescriptions)
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
  }

  @CreateRequestContext()
  async process(_job: Job): Promise<{ reminded: number }> {
    return this.commands.execute(new RemindExpiringPrescriptionsCommand(ukCalendarDate(this.clock.now())));
  }
}
