import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ukCalendarDate } from '../../../../../shared/domain/calendar-date';
import { Clock } from '../../../../../shared/domain/clock';
import { ADD_REPEAT_SUPPLY, RenewalAttempt } from '../../renewal-attempt';
import { RenewResult, RenewSubscriptionCommand } from './renew-subscription.command';

/** One subscription's renewal in a transaction of its own (exactly once: see RenewalAttempt). */
@CommandHandler(RenewSubscriptionCommand)
export class RenewSubscriptionHandler implements ICommandHandler<RenewSubscriptionCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly attempt: RenewalAttempt,
    private readonly clock: Clock,
  ) {}

  async execute(command: RenewSubscriptionCommand): Promise<RenewResult> {
    const today = ukCalendarDate(this.clock.now());
    for (let repeatAdded = false; ; repeatAdded = true) {
      const outcome = await this.em.fork().transactional((em) => this.attempt.renew(em, command, today));
      if (outcome !== ADD_REPEAT_SUPPLY) return outcome;
      // Added once already, and still no supply to charge: the plan has nothing more to send.
      if (repeatAdded) return 'plan-ended';
      // The plan has run out and repeats its last supply: that item is added (and committed) on
      // its own first, so the item id in the idempotency key is the same however often this runs.
      await this.em.fork().transactional((em) => this.attempt.addRepeat(em, command.subscriptionId));
    }
  }
}
