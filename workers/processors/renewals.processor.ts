import { CreateRequestContext, MikroORM } from '@mikro-orm/core';
import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Job, Queue, WorkerOptions } from 'bullmq';
import { AppConfig } from '../../src/config/app-config';
import { validateEnvironment } from '../../src/config/environment';
import { FindDueRenewalsQuery, RenewSubscriptionCommand, SendRenewalRemindersCommand } from '../../src/modules/subscription';
import { ukCalendarDate } from '../../src/shared/domain/calendar-date';
import { Clock } from '../../src/shared/domain/clock';
import { JOB_OPTIONS, JobName, JobPayloads, renewalJobId } from '../../src/shared/queue/jobs';
import { HandlesJobs } from '../job-registry';

const SWEEP_PAGE = 500;
export const RENEWAL_SCHEDULER_ID = 'renewals-sweep';

/** Worker options are fixed when the class is declared, so they come from the environment (validated again at start). */
function renewalWorkerOptions(): Partial<WorkerOptions> {
  let environment;
  try {
    environment = validateEnvironment(process.env);
  } catch {
    return {}; // prepareProcess reports the bad variable and stops the process
  }
  const lockDuration = environment.RENEWAL_JOB_LOCK_SECONDS * 1000;
  // A job whose worker died (no lock renewal) is picked up again at the next stalled check; twice before it is failed.
  return { concurrency: environment.RENEWAL_CONCURRENCY, lockDuration, stalledInterval: lockDuration, maxStalledCount: 2 };
}

/**
 * Renewals: a job scheduler runs the sweep every RENEWAL_SWEEP_MINUTES; the sweep queues one
 * renewal job per due subscription, page by page, and sends the reminders due. Each renewal
 * job charges its subscription at most once, however often it runs (see RenewSubscriptionHandler).
 */
@Processor('renewals', renewalWorkerOptions())
@HandlesJobs(JobName.SweepRenewals, JobName.RenewSubscription)
export class RenewalsProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(RenewalsProcessor.name);

  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    @InjectQueue('renewals') private readonly queue: Queue,
    // Read by @CreateRequestContext: each job gets its own identity map.
    private readonly orm: MikroORM,
  ) {
    super();
  }

  /** Every worker upserts the same scheduler: one schedule however many workers run (BullMQ runs an `every` scheduler at once, then each period). */
  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      RENEWAL_SCHEDULER_ID,
      { every: this.config.get('RENEWAL_SWEEP_MINUTES') * 60_000 },
      { name: JobName.SweepRenewals, data: {}, opts: JOB_OPTIONS[JobName.SweepRenewals] },
    );
  }

  @CreateRequestContext()
  async process(job: Job): Promise<unknown> {
    if (job.name === JobName.SweepRenewals) return this.sweep();
    if (job.name === JobName.RenewSubscription) {
      const { subscriptionId, dueOn, paymentMethodId } = job.data as JobPayloads[JobName.RenewSubscription];
      const result = await this.commands.execute(new RenewSubscriptionCommand(subscriptionId, dueOn, paymentMethodId));
      return { result };
    }
    throw new Error(`The renewals queue has no handler for job '${job.name}'`);
  }

  /** Queues every due renewal (ids keyed by subscription, due date and day, so overlapping sweeps queue each once), then the reminders. */
  private async sweep(): Promise<{ queued: number; reminded: number }> {
    const today = ukCalendarDate(this.clock.now());
    let queued = 0;
    for (let afterId = 0; ; ) {
      const due = await this.queries.execute(new FindDueRenewalsQuery(today, afterId, SWEEP_PAGE));
      if (due.length === 0) break;
      await this.queue.addBulk(
        due.map(({ subscriptionId, dueOn }) => ({
          name: JobName.RenewSubscription,
          data: { subscriptionId, dueOn },
          opts: { ...JOB_OPTIONS[JobName.RenewSubscription], jobId: renewalJobId({ subscriptionId, dueOn }, today) },
        })),
      );
      queued += due.length;
      afterId = due[due.length - 1].subscriptionId;
      if (due.length < SWEEP_PAGE) break;
    }
    const reminded = await this.commands.execute(new SendRenewalRemindersCommand(today, this.config.get('RENEWAL_REMINDER_DAYS')));
    if (queued || reminded) this.logger.log({ queued, reminded, today }, 'Renewal sweep');
    return { queued, reminded };
  }
}
