import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainEvents } from '../../../../../shared/events/domain-events';
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
    private readonly events: DomainEvents,
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
    // Billing retries a failed renewal on the new card at once, once this change has committed.
    const failedDueOn = subscription.status === 'failed' ? (subscription.dueAt ?? null) : null;
    await this.events.publish(new PaymentMethodChanged(subscription.id, paymentMethodId, failedDueOn));
    await this.em.flush();
    return { clientSecret: null };
  }
}
