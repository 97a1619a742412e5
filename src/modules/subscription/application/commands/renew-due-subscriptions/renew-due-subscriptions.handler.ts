import { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ukCalendarDate } from '../../../../../shared/domain/calendar-date';
import { Clock } from '../../../../../shared/domain/clock';
import { addToOutbox } from '../../../../../shared/outbox/outbox';
import { JobName } from '../../../../../shared/queue/jobs';
import { ReadPatientsAheadQuery } from '../../../../identity';
import { ReadPrescriptionsAheadQuery } from '../../../../prescribing';
import type { DueRenewal } from '../../queries/find-due-renewals/find-due-renewals.query';
import { lockBatchRenewalRows } from '../../../infrastructure/renewal-rows';
import { ADD_REPEAT_SUPPLY, RenewalAttempt } from '../../renewal-attempt';
import { RenewalBatchResult, RenewDueSubscriptionsCommand } from './renew-due-subscriptions.command';

/**
 * A sweep's batch of due subscriptions, renewed in one transaction. Each is the same
 * RenewalAttempt as a renewal on its own, checked the same way and charged under the same
 * idempotency key; what the batch saves is everything around it: the subscriptions are locked and
 * read in two statements, and their prescriptions and patients in one more each; the writes of
 * every renewal reach PostgreSQL in one flush (a multi-row statement per table); and there is one
 * commit, one job and one outbox relay for all of them. Those were most of a renewal's cost
 * (docs/benchmarks.md).
 *
 * Some renewals are handed on, each to a `renewals.renew` job of its own, through the outbox:
 * - a customer's second subscription in the batch: the two share a billing account, and the
 *   second renewal's read would map the stored row over the first one's unspent credit;
 * - a renewal whose plan must first add its repeat supply, which commits on its own
 *   (RenewSubscriptionHandler);
 * - every renewal of a batch whose transaction failed (a provider error, a lock timeout): nothing
 *   of it was written, and each is then retried alone, as it would have been without batches.
 */
@CommandHandler(RenewDueSubscriptionsCommand)
export class RenewDueSubscriptionsHandler implements ICommandHandler<RenewDueSubscriptionsCommand> {
  private readonly logger = new Logger(RenewDueSubscriptionsHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly attempt: RenewalAttempt,
    private readonly clock: Clock,
    private readonly queries: QueryBus,
  ) {}

  async execute({ renewals }: RenewDueSubscriptionsCommand): Promise<RenewalBatchResult> {
    const today = ukCalendarDate(this.clock.now());
    const { together, alone } = onePerCustomer(renewals);
    try {
      return await this.em.fork().transactional(async (em) => {
        const renewed: RenewalBatchResult['renewed'] = {};
        const handOn = [...alone];
        const locked = await lockBatchRenewalRows(em, together);
        // Under those locks: each renewal's supply check and count, and its receipt, then read nothing of their own.
        await this.queries.execute(new ReadPrescriptionsAheadQuery(together.map((renewal) => renewal.subscriptionId)));
        await this.queries.execute(new ReadPatientsAheadQuery([...locked.values()].map(({ subscription }) => subscription.userId)));
        // One after another: a transaction has one connection.
        for (const renewal of together) {
          const outcome = await this.attempt.renew(em, renewal, today, locked.get(renewal.subscriptionId) ?? null);
          if (outcome === ADD_REPEAT_SUPPLY) handOn.push(renewal);
          else renewed[outcome] = (renewed[outcome] ?? 0) + 1;
        }
        handOnAlone(em, handOn);
        return { renewed, handedOn: handOn.length };
      });
    } catch (error) {
      this.logger.warn({ err: error, subscriptions: renewals.map((renewal) => renewal.subscriptionId) }, 'A batch of renewals failed and changed nothing; each is renewed on its own');
      await this.em.fork().transactional(async (em) => handOnAlone(em, renewals));
      return { renewed: {}, handedOn: renewals.length };
    }
  }
}

/** The batch's first subscription of each customer, and the rest (a subscription named twice is renewed once). */
function onePerCustomer(renewals: readonly DueRenewal[]): { together: DueRenewal[]; alone: DueRenewal[] } {
  const customers = new Set<number>();
  const subscriptions = new Set<number>();
  const together: DueRenewal[] = [];
  const alone: DueRenewal[] = [];
  for (const renewal of renewals) {
    if (subscriptions.has(renewal.subscriptionId)) continue;
    subscriptions.add(renewal.subscriptionId);
    (customers.has(renewal.userId) ? alone : together).push(renewal);
    customers.add(renewal.userId);
  }
  return { together, alone };
}

/** Queues each renewal as a job of its own once the caller's transaction commits. */
function handOnAlone(em: EntityManager, renewals: readonly DueRenewal[]): void {
  for (const { subscriptionId, dueOn } of renewals) addToOutbox(em, JobName.RenewSubscription, { subscriptionId, dueOn });
}
