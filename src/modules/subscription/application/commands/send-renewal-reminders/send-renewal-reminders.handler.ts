import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { formatPounds } from '../../../../../shared/domain/money';
import { displayDate } from '../../../domain/display-date';
import { addInterval } from '../../../domain/next-due-date';
import { changeCutOff, nextSupply } from '../../../domain/renewal-rules';
import { BillingAccount } from '../../../infrastructure/billing-account.entity';
import { SubscriptionItem } from '../../../infrastructure/subscription-item.entity';
import { Subscription } from '../../../infrastructure/subscription.entity';
import { RenewalPricing } from '../../renewal-pricing';
import { RenewalSettlement } from '../../renewal-settlement';
import { SendRenewalRemindersCommand } from './send-renewal-reminders.command';

const BATCH_SIZE = 100;

@CommandHandler(SendRenewalRemindersCommand)
export class SendRenewalRemindersHandler implements ICommandHandler<SendRenewalRemindersCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly pricing: RenewalPricing,
    private readonly settlement: RenewalSettlement,
  ) {}

  async execute({ today, daysBefore }: SendRenewalRemindersCommand): Promise<number> {
    const until = addInterval(today, 'day', daysBefore);
    let sent = 0;
    for (;;) {
      const batch = await this.em.fork().transactional((em) => this.remindBatch(em, today, until));
      sent += batch;
      if (batch < BATCH_SIZE) return sent;
    }
  }

  /** SKIP LOCKED: two workers sweeping at once remind different subscriptions, each once. */
  private async remindBatch(em: EntityManager, today: string, until: string): Promise<number> {
    const rows: { id: number }[] = await em.getConnection().execute(
      `select id from subscription
        where status = 'active' and due_at > ? and due_at <= ?
          and reminder_sent_for is distinct from due_at
          and (paused_until is null or paused_until <= due_at)
          and (prescription_expires_on is null or prescription_expires_on >= due_at)
        order by id limit ? for update skip locked`,
      [today, until, BATCH_SIZE],
      'all',
      em.getTransactionContext(),
    );
    if (rows.length === 0) return 0;
    const subscriptions = await em.find(Subscription, { id: { $in: rows.map((row) => row.id) } });
    for (const subscription of subscriptions) {
      const dueOn = subscription.dueAt!;
      subscription.reminderSentFor = dueOn;
      const supply = nextSupply(await em.find(SubscriptionItem, { subscription }));
      if (!supply) continue;
      const item = 'item' in supply ? supply.item : supply.repeat;
      const account = await em.findOne(BillingAccount, { userId: subscription.userId });
      const { charge } = await this.pricing.price(em, subscription, item, account);
      await this.settlement.email(em, subscription, 'renewal-reminder', {
        treatment: item.name,
        amount: formatPounds(charge.totalPence),
        chargeOn: displayDate(dueOn),
        cutOff: displayDate(changeCutOff(dueOn)),
        manageUrl: this.settlement.link('/v2/profile'),
      });
    }
    return rows.length;
  }
}
