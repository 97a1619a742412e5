import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PaymentFailedError, UnknownPaymentMethodError } from '../../../domain/subscription.errors';
import { paymentAmounts, PaymentRecord } from '../../../infrastructure/payment.entity';
import { Subscription } from '../../../infrastructure/subscription.entity';
import { BillingAccounts } from '../../billing-accounts';
import { CheckoutQuotes } from '../../checkout-quote';
import { PaymentGateway } from '../../payment-gateway';
import { PaymentSettlement } from '../../payment-settlement';
import { StartedPayment, StartSubscriptionCommand } from './start-subscription.command';

@CommandHandler(StartSubscriptionCommand)
export class StartSubscriptionHandler implements ICommandHandler<StartSubscriptionCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly quotes: CheckoutQuotes,
    private readonly accounts: BillingAccounts,
    private readonly gateway: PaymentGateway,
    private readonly settlement: PaymentSettlement,
  ) {}

  async execute({ userId, paymentMethodId }: StartSubscriptionCommand): Promise<StartedPayment> {
    const { subscription, charge, promo } = await this.quotes.quote(userId);
    const attempts = await this.em.find(PaymentRecord, { subscriptionId: subscription.id }, { orderBy: { attempt: 'desc' } });
    const open = attempts.find((attempt) => attempt.status === 'requires_action' || attempt.status === 'succeeded');
    if (open) return this.started(subscription.id, await this.gateway.retrievePayment(open.gatewayPaymentId));

    const customerId = await this.accounts.gatewayCustomerOf(userId);
    const cards = await this.gateway.listCards(customerId);
    if (!cards.some((card) => card.id === paymentMethodId)) throw new UnknownPaymentMethodError();

    const attempt = (attempts[0]?.attempt ?? 0) + 1;
    // The key names the subscription and the attempt: a double click or a retried request reaches the same payment.
    const payment = await this.gateway.createPayment(
      { customerId, paymentMethodId, amountPence: charge.totalPence, description: `Subscription #${subscription.id}, first supply`, metadata: { subscriptionId: String(subscription.id), userId: String(userId) } },
      `first-charge-subscription-${subscription.id}-attempt-${attempt}`,
    );
    const record = await this.recordOnce(
      Object.assign(new PaymentRecord(), {
        subscriptionId: subscription.id,
        userId,
        attempt,
        gatewayPaymentId: payment.id,
        status: 'requires_action',
        ...paymentAmounts(charge),
        promotionCode: promo?.code,
      }),
    );
    // The card the customer paid with is the one the next supplies are charged to, until they change it.
    await this.em.fork().nativeUpdate(Subscription, { id: subscription.id }, { paymentMethodId });
    const settled = await this.settlement.record(record.id, payment);
    if (settled.status === 'failed') throw new PaymentFailedError(payment.failureMessage ?? 'Error');
    return this.started(subscription.id, payment);
  }

  /** Two identical requests at once produce one payment at the provider; the second insert finds the first's row. */
  private async recordOnce(record: PaymentRecord): Promise<PaymentRecord> {
    const em = this.em.fork();
    try {
      await em.persist(record).flush();
      return record;
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      return this.em.fork().findOneOrFail(PaymentRecord, { gatewayPaymentId: record.gatewayPaymentId });
    }
  }

  private started(subscriptionId: number, payment: { clientSecret: string; status: StartedPayment['status'] }): StartedPayment {
    return { subscriptionId, clientSecret: payment.clientSecret, status: payment.status };
  }
}
