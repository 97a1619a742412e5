import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { isRowLockTaken } from '../../../../../shared/database/database-busy';
import { RateLimiter, type RateLimitPolicy } from '../../../../../shared/rate-limit/rate-limiter.service';
import { SendNowRefusedError } from '../../../domain/subscription.errors';
import { Subscription } from '../../../infrastructure/subscription.entity';
import { CustomerSubscriptions } from '../../customer-subscriptions';
import { SendNowEligibility } from '../../send-now-eligibility';
import { RenewSubscriptionCommand, type RenewResult } from '../renew-subscription/renew-subscription.command';
import { SendNextBoxNowCommand, SendNowResult } from './send-next-box-now.command';

const ALREADY_SENT = 'Your next box has already been sent, or its date has changed: please reload your account.';
const BEING_SENT = 'Your next box is being sent already: please reload your account in a moment.';

/**
 * Presses per customer: more than a person makes by hand (a double click, a retry after a decline),
 * few enough that a script pressing in a loop is turned away before it reaches the database.
 */
const PRESSES_PER_CUSTOMER: RateLimitPolicy = { name: 'send-now-customer', points: 10, durationSeconds: 60 };

/** Why the renewal itself, under its lock, found it could not go on (a change that landed between the check and the charge). */
const REFUSED_UNDER_LOCK: Partial<Record<RenewResult, string>> = {
  'not-due': ALREADY_SENT,
  // A payment for today was found already: this box has been sent.
  settled: ALREADY_SENT,
  'not-active': 'Your treatment is no longer active, so its next box cannot be sent now.',
  paused: 'Your treatment is paused: resume it first to have your next box sent now.',
  'prescription-expired': 'Your prescription has no supplies left: a short consultation lets our prescriber renew it.',
  'supply-refused': 'Your prescription does not allow another supply today.',
  'check-in-pending': 'Please answer your check-in first: we send your next box once our prescriber has seen it.',
  'plan-ended': 'There are no supplies left in your plan to send.',
};

/**
 * 'Send the next box now' (docs/customer-account.md): checked here for a clear refusal, then
 * charged through the renewal engine's own command, for the due date the customer saw. The
 * renewal locks the subscription without waiting, so of two presses at once the second is refused
 * at once (or finds that date gone), and no press holds a connection queued behind another's lock.
 */
@CommandHandler(SendNextBoxNowCommand)
export class SendNextBoxNowHandler implements ICommandHandler<SendNextBoxNowCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly subscriptions: CustomerSubscriptions,
    private readonly eligibility: SendNowEligibility,
    private readonly commands: CommandBus,
    private readonly limits: RateLimiter,
  ) {}

  async execute({ userId, subscriptionId, dueOn }: SendNextBoxNowCommand): Promise<SendNowResult> {
    await this.limits.consume(PRESSES_PER_CUSTOMER, `user:${userId}`);
    const subscription = await this.subscriptions.owned(userId, subscriptionId);
    const answer = await this.eligibility.check(this.em, { subscription, items: subscription.items.getItems() }, this.subscriptions.today());
    if (!answer.allowed) throw new SendNowRefusedError(answer.reason);
    if (subscription.dueAt !== dueOn) throw new SendNowRefusedError(ALREADY_SENT);

    const outcome = await this.renewNow(subscriptionId, dueOn);
    const refusal = REFUSED_UNDER_LOCK[outcome];
    if (refusal) throw new SendNowRefusedError(refusal);
    // The renewal committed in its own transaction: read where the subscription stands now.
    const after = await this.em.fork().findOneOrFail(Subscription, subscriptionId);
    return { ...this.subscriptions.result(after), outcome: outcome as SendNowResult['outcome'] };
  }

  private async renewNow(subscriptionId: number, dueOn: string): Promise<RenewResult> {
    try {
      return await this.commands.execute(new RenewSubscriptionCommand(subscriptionId, dueOn, undefined, true));
    } catch (error) {
      if (isRowLockTaken(error)) throw new SendNowRefusedError(BEING_SENT);
      throw error;
    }
  }
}
