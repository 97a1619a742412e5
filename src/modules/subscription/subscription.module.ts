import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ChooseProposedPlanHandler } from './application/commands/choose-proposed-plan/choose-proposed-plan.handler';
import { ProposeSubscriptionHandler } from './application/commands/propose-subscription/propose-subscription.handler';
import { ApplyPromoCodeHandler } from './application/commands/apply-promo-code/apply-promo-code.handler';
import { BillingAccounts } from './application/billing-accounts';
import { CheckoutQuotes } from './application/checkout-quote';
import { ConfirmSubscriptionHandler } from './application/commands/confirm-subscription/confirm-subscription.handler';
import { CreateSetupIntentHandler } from './application/commands/create-setup-intent/create-setup-intent.handler';
import { HandlePaymentEventHandler } from './application/commands/handle-payment-event/handle-payment-event.handler';
import { ReviewSubscriptionHandler } from './application/commands/review-subscription/review-subscription.handler';
import { StartSubscriptionHandler } from './application/commands/start-subscription/start-subscription.handler';
import { PaymentSettlement } from './application/payment-settlement';
import { ConfirmRenewalPaymentHandler } from './application/commands/confirm-renewal-payment/confirm-renewal-payment.handler';
import { RenewSubscriptionHandler } from './application/commands/renew-subscription/renew-subscription.handler';
import { SendRenewalRemindersHandler } from './application/commands/send-renewal-reminders/send-renewal-reminders.handler';
import { RetryOnNewCardHandler } from './application/events/retry-on-new-card.handler';
import { FindDueRenewalsHandler } from './application/queries/find-due-renewals/find-due-renewals.handler';
import { GetRenewalPaymentHandler } from './application/queries/get-renewal-payment/get-renewal-payment.handler';
import { RenewalPricing } from './application/renewal-pricing';
import { RenewalSettlement } from './application/renewal-settlement';
import { SandboxAuthenticationHandler, SandboxCardSetupHandler } from './infrastructure/sandbox-gateway/sandbox-provider.handlers';
import { GetCheckoutPageHandler } from './application/queries/get-checkout-page/get-checkout-page.handler';
import { PlanOffers } from './application/plan-offers';
import { GetCheckoutQuoteHandler } from './application/queries/get-checkout-quote/get-checkout-quote.handler';
import { GetProposalHandler } from './application/queries/get-proposal/get-proposal.handler';
import { paymentGatewayProvider } from './infrastructure/payment-gateway.provider';
import { SUBSCRIPTION_ENTITIES } from './subscription.entities';

/** Subscriptions and their items, checkout, pricing and promotions, the payment gateway port, renewals and dunning. */
@Module({
  imports: [MikroOrmModule.forFeature(SUBSCRIPTION_ENTITIES)],
  providers: [
    paymentGatewayProvider,
    PlanOffers,
    CheckoutQuotes,
    BillingAccounts,
    PaymentSettlement,
    RenewalPricing,
    RenewalSettlement,
    RenewSubscriptionHandler,
    FindDueRenewalsHandler,
    SendRenewalRemindersHandler,
    ConfirmRenewalPaymentHandler,
    GetRenewalPaymentHandler,
    RetryOnNewCardHandler,
    ApplyPromoCodeHandler,
    GetCheckoutQuoteHandler,
    GetCheckoutPageHandler,
    CreateSetupIntentHandler,
    StartSubscriptionHandler,
    ConfirmSubscriptionHandler,
    HandlePaymentEventHandler,
    ReviewSubscriptionHandler,
    SandboxCardSetupHandler,
    SandboxAuthenticationHandler,
    ProposeSubscriptionHandler,
    ChooseProposedPlanHandler,
    GetProposalHandler,
  ],
})
export class SubscriptionModule {}
