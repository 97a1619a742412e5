import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ListPlansForConditionQuery } from '../../../../catalogue';
import { ukCalendarDate } from '../../../../../shared/domain/calendar-date';
import { Clock } from '../../../../../shared/domain/clock';
import { addDays } from '../../../domain/self-service';
import { dropUnpaidSupplies, ITEM_LIFECYCLE } from '../../../domain/item.state-machine';
import { SUBSCRIPTION_LIFECYCLE } from '../../../domain/subscription.state-machine';
import { SandboxCardSetupCommand } from '../../../infrastructure/sandbox-gateway/sandbox-provider.commands';
import { Subscription } from '../../../infrastructure/subscription.entity';
import { BillingAccounts } from '../../billing-accounts';
import { PaymentGateway } from '../../payment-gateway';
import { takeOnPlan } from '../../plan-offers';
import { type DemoFirstSupply, SeedDemoSubscriptionsCommand } from './seed-demo-subscriptions.command';

const DEMO_CARD = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', holderName: 'Chloe Bennett' };

@CommandHandler(SeedDemoSubscriptionsCommand)
export class SeedDemoSubscriptionsHandler implements ICommandHandler<SeedDemoSubscriptionsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    private readonly accounts: BillingAccounts,
    private readonly gateway: PaymentGateway,
    private readonly clock: Clock,
  ) {}

  async execute({ userId }: SeedDemoSubscriptionsCommand): Promise<{ firstSupply?: DemoFirstSupply }> {
    const cardId = await this.savedCard(userId);
    if ((await this.em.count(Subscription, { userId })) > 0) return {};
    const today = ukCalendarDate(this.clock.now());

    // Both paid at checkout and waiting for a prescriber; the caller approves and ships the first.
    const firstSupply = await this.treatment(userId, 'acne', cardId);
    if (firstSupply) this.paidAtCheckout(firstSupply, 'pi_demo_first_supply');
    const review = await this.treatment(userId, 'anti-ageing', cardId);
    if (review) this.paidAtCheckout(review, 'pi_demo_in_review');
    // Walked along its lifecycle: proposed, never checked out, and ended by staff at the patient's request.
    const cancelled = await this.treatment(userId, 'glow', cardId);
    if (cancelled) {
      SUBSCRIPTION_LIFECYCLE.take(cancelled, 'end', 'staff');
      dropUnpaidSupplies(cancelled.items, 'staff');
      Object.assign(cancelled, { cancelledAt: new Date(`${addDays(today, -30)}T09:00:00Z`), cancellationReason: 'Trying something else for now.' });
    }
    await this.em.flush();
    return firstSupply ? { firstSupply: { subscriptionId: firstSupply.id, itemId: firstSupply.items.getItems()[0].id } } : {};
  }

  private paidAtCheckout(subscription: Subscription, transactionId: string): void {
    SUBSCRIPTION_LIFECYCLE.take(subscription, 'pay', 'billing');
    const [first] = subscription.items.getItems();
    ITEM_LIFECYCLE.take(first, 'pay', 'billing');
    Object.assign(first, { paidAt: this.clock.now(), transactionId, transactionPricePence: subscription.pricePence });
  }

  private async treatment(userId: number, condition: string, cardId: string | undefined): Promise<Subscription | undefined> {
    const [offer] = await this.queries.execute(new ListPlansForConditionQuery(condition));
    if (!offer) return undefined;
    const subscription = Object.assign(new Subscription(), { userId, condition, paymentMethodId: cardId });
    takeOnPlan(subscription, offer);
    this.em.persist(subscription);
    return subscription;
  }

  /** The demo customer's test card, saved with the sandbox provider once (a real provider takes cards only from the browser). */
  private async savedCard(userId: number): Promise<string | undefined> {
    if (this.gateway.provider !== 'sandbox') return undefined;
    const customerId = await this.accounts.gatewayCustomerOf(userId);
    const [card] = await this.gateway.listCards(customerId);
    if (card) return card.id;
    const intent = await this.gateway.createSetupIntent(customerId, `demo-card-${userId}`);
    const saved = await this.commands.execute(new SandboxCardSetupCommand(intent.clientSecret, DEMO_CARD));
    return saved.paymentMethodId;
  }
}
