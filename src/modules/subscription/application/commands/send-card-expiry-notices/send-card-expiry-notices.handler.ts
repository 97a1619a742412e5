import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { cardExpiresBefore, cardExpiryNoticeHorizon } from '../../../domain/card-expiry';
import { displayDate } from '../../../domain/display-date';
import { nextSupply } from '../../../domain/renewal-rules';
import { BillingAccount } from '../../../infrastructure/billing-account.entity';
import { SubscriptionItem } from '../../../infrastructure/subscription-item.entity';
import { Subscription } from '../../../infrastructure/subscription.entity';
import { PaymentGateway } from '../../payment-gateway';
import { RenewalSettlement } from '../../renewal-settlement';
import { SendCardExpiryNoticesCommand } from './send-card-expiry-notices.command';

const BATCH_SIZE = 100;

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };

@CommandHandler(SendCardExpiryNoticesCommand)
export class SendCardExpiryNoticesHandler implements ICommandHandler<SendCardExpiryNoticesCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly gateway: PaymentGateway,
    private readonly settlement: RenewalSettlement,
  ) {}

  async execute({ today }: SendCardExpiryNoticesCommand): Promise<number> {
    const until = cardExpiryNoticeHorizon(today);
    let told = 0;
    for (;;) {
      const batch = await this.em.fork().transactional((em) => this.checkBatch(em, today, until));
      told += batch.told;
      if (batch.checked < BATCH_SIZE) return told;
    }
  }

  /** As the reminders: SKIP LOCKED, so two sweeps at once check different subscriptions, each once per charge date. */
  private async checkBatch(em: EntityManager, today: string, until: string): Promise<{ checked: number; told: number }> {
    const rows: { id: number }[] = await em.getConnection().execute(
      `select id from subscription
        where status = 'active' and due_at > ? and due_at <= ?
          and card_expiry_notice_sent_for is distinct from due_at
          and (paused_until is null or paused_until <= due_at)
        order by id limit ? for update skip locked`,
      [today, until, BATCH_SIZE],
      'all',
      em.getTransactionContext(),
    );
    if (rows.length === 0) return { checked: 0, told: 0 };
    let told = 0;
    for (const subscription of await em.find(Subscription, { id: { $in: rows.map((row) => row.id) } })) {
      const chargeOn = subscription.dueAt!;
      // Checked once per charge date, whatever the answer: a card changed since is the customer's own fresh choice.
      subscription.cardExpiryNoticeSentFor = chargeOn;
      const account = await em.findOne(BillingAccount, { userId: subscription.userId });
      if (!account?.gatewayCustomerId) continue;
      const cards = await this.gateway.listCards(account.gatewayCustomerId);
      // The card the renewal will charge: the subscription's own, else the newest saved one (renew-subscription).
      const card = subscription.paymentMethodId ? cards.find((each) => each.id === subscription.paymentMethodId) : cards[0];
      if (!card || !cardExpiresBefore(card, chargeOn)) continue;
      const supply = nextSupply(await em.find(SubscriptionItem, { subscription }));
      const treatment = supply ? ('item' in supply ? supply.item : supply.repeat).name : 'treatment';
      await this.settlement.email(em, subscription, 'card-expires-before-charge', {
        treatment,
        chargeOn: displayDate(chargeOn),
        card: `${BRANDS[card.brand] ?? card.brand} ending ${card.last4}, expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`,
        updateCardUrl: this.settlement.link('/v2/profile'),
      });
      told++;
    }
    return { checked: rows.length, told };
  }
}
