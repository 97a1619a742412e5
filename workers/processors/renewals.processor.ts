import { CreateRequestContext, MikroORM } from '@mikro-orm/core';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { WorkerOptions } from 'bullmq';
import { validateEnvironment } from '../../src/config/environment';
import { RenewDueSubscriptionsCommand, RenewSubscriptionCommand, ScheduleRenewalSweepCommand, SweepDueRenewalsCommand } from '../../src/modules/subscription';
import { JobName, type JobOf } from '../../src/shared/queue/jobs';
import { TAKES_JOBS_WHEN_STARTED } from '../job-consumers';
import { HandlesJobs } from '../job-registry';

/** Worker options are fixed when the class is declared, so they come from the environment (validated again at start). */
function renewalWorkerOptions(): Partial<WorkerOptions> {
  let environment;
  try {
    environment = validateEnvironment(process.env);
  } catch {
    return TAKES_JOBS_WHEN_STARTED; // prepareProcess reports the bad variable and stops the process
  }
  const lockDuration = environment.RENEWAL_JOB_LOCK_SECONDS * 1000;
  // A job whose worker died (no lock renewal) is picked up again at the next stalled check; twice before it is failed.
  return { ...TAKES_JOBS_WHEN_STARTED, concurrency: environment.RENEWAL_CONCURRENCY, lockDuration, stalledInterval: lockDuration, maxStalledCount: 2 };
}

/**
 * Renewals: the subscription context schedules the sweep, which queues the due subscriptions in
 * batches; each renewal charges its subscription at most once, however often it runs, in a batch
 * or on its own (see RenewalAttempt). This processor only dispatches the commands.
 */
@Processor('renewals', renewalWorkerOptions())
@HandlesJobs(JobName.SweepRenewals, JobName.RenewDueSubscriptions, JobName.RenewSubscription)
export class RenewalsProcessor extends WorkerHost implements OnApplicationBootstrap {
  constructor(
    private readonly commands: CommandBus,
    // Read by @CreateRequestContext: each job gets its own identity map.
    private readonly orm: MikroORM,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.commands.execute(new ScheduleRenewalSweepCommand());
  }

  @CreateRequestContext()
  async process(job: JobOf<JobName.SweepRenewals> | JobOf<JobName.RenewDueSubscriptions> | JobOf<JobName.RenewSubscription>): Promise<unknown> {
    if (job.name === JobName.SweepRenewals) return this.commands.execute(new SweepDueRenewalsCommand());
    if (job.name === JobName.RenewDueSubscriptions) return this.commands.execute(new RenewDueSubscriptionsCommand(job.data.renewals));
    const { subscriptionId, dueOn, paymentMethodId } = job.data;
    return { result: await this.commands.execute(new RenewSubscriptionCommand(subscriptionId, dueOn, paymentMethodId)) };
  }
}
