import { InjectQueue } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { Queue } from 'bullmq';
import { AppConfig } from '../../../../../config/app-config';
import { ukCalendarDate } from '../../../../../shared/domain/calendar-date';
import { Clock } from '../../../../../shared/domain/clock';
import { JOB_OPTIONS, JobName, type JobPayloads } from '../../../../../shared/queue/jobs';
import { FindDueRenewalsQuery } from '../../queries/find-due-renewals/find-due-renewals.query';
import { renewalBatchJobId } from '../../renewal.jobs';
import { SendRenewalRemindersCommand } from '../send-renewal-reminders/send-renewal-reminders.command';
import { SendCardExpiryNoticesCommand } from '../send-card-expiry-notices/send-card-expiry-notices.command';
import { SweepDueRenewalsCommand } from './sweep-due-renewals.command';

/** Due subscriptions read and queued per page: one query and one Redis round trip each. */
const SWEEP_PAGE = 500;

@CommandHandler(SweepDueRenewalsCommand)
export class SweepDueRenewalsHandler implements ICommandHandler<SweepDueRenewalsCommand> {
  private readonly logger = new Logger(SweepDueRenewalsHandler.name);

  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    @InjectQueue('renewals') private readonly queue: Queue<JobPayloads[JobName.RenewDueSubscriptions]>,
  ) {}

  /** Job ids keyed by the batch's subscriptions, their due dates and the day (renewalBatchJobId), so overlapping sweeps queue each batch once. */
  async execute(): Promise<{ queued: number; reminded: number }> {
    const today = ukCalendarDate(this.clock.now());
    let queued = 0;
    for (let afterId = 0; ; ) {
      const due = await this.queries.execute(new FindDueRenewalsQuery(today, afterId, SWEEP_PAGE));
      if (due.length === 0) break;
      await this.queue.addBulk(
        chunked(due, this.config.get('RENEWAL_BATCH_SIZE')).map((renewals) => ({
          name: JobName.RenewDueSubscriptions,
          data: { renewals },
          opts: { ...JOB_OPTIONS[JobName.RenewDueSubscriptions], jobId: renewalBatchJobId(renewals, today) },
        })),
      );
      queued += due.length;
      afterId = due[due.length - 1].subscriptionId;
      if (due.length < SWEEP_PAGE) break;
    }
    const reminded = await this.commands.execute(new SendRenewalRemindersCommand(today, this.config.get('RENEWAL_REMINDER_DAYS')));
    const cardsExpiring = await this.commands.execute(new SendCardExpiryNoticesCommand(today));
    if (queued || reminded || cardsExpiring) this.logger.log({ queued, reminded, cardsExpiring, today }, 'Renewal sweep');
    return { queued, reminded };
  }
}

function chunked<T>(values: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(values.length / size) }, (_, index) => values.slice(index * size, (index + 1) * size));
}
