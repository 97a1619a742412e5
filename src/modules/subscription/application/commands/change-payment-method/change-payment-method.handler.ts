import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, EventBus, ICommandHandler } from '@nestjs/cqrs';
import { PaymentMethodChanged } from '../../../domain/events/payment-method-changed.event';
import { canChangePaymentMethod } from '../../../domain/self-service';
import { ActionNotAllowedError, PaymentMethodRefusedError } from '../../../domain/subscription.errors';
import { BillingAccounts } from '../../billing-accounts';
import { CustomerSubscriptions } from '../../customer-subscriptions';
import { PaymentGateway } from '../../payment-gateway';
import { ChangePaymentMethodCommand } from './change-payment-method.command';

@CommandHandler(ChangePaymentMethodCommand)
export class ChangePaymentMethodHandler implements ICommandHandler<ChangePaymentMethodCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly subscriptions: CustomerSubscriptions,
    private readonly accounts: BillingAccounts,
    private readonly gateway: PaymentGateway,
    private readonly events: EventBus,
  ) {}

  async execute({ userId, subscriptionId, paymentMethodId }: ChangePaymentMethodCommand): Promise<{ clientSecret: string | null }> {
    const subscription = await this.subscriptions.owned(userId, subscriptionId);
    if (!canChangePaymentMethod(subscription.status)) {
      throw new ActionNotAllowedError(
        subscription.status === 'cancelled' ? 'This treatment is cancelled, so there is no card to change.' : 'Please finish checkout to choose a card for this treatment.',
      );
    }
    // Only one of the customer's own cards at the provider: another customer's pm_... is refused like a typo.
    const cards = await this.gateway.listCards(await this.accounts.gatewayCustomerOf(userId));
    if (!cards.some((card) => card.id === paymentMethodId)) throw new PaymentMethodRefusedError();
    subscription.paymentMethodId = paymentMethodId;
    await this.em.flush();
    // After the commit: billing retries a failed renewal on the new card at once.
    this.events.publish(new PaymentMethodChanged(subscription.id, paymentMethodId));
    return { clientSecret: null };
  }
}
