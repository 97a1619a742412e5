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
import { StartSubscriptionHandler } from './application/commands/start-subscription/start-subscription.handler';
import { PaymentSettlement } from './application/payment-settlement';
import { SandboxAuthenticationHandler, SandboxCardSetupHandler } from './infrastructure/sandbox-gateway/sandbox-provider.handlers';
import { GetCheckoutPageHandler } from './application/queries/get-checkout-page/get-checkout-page.handler';
import { PlanOffers } from './application/plan-offers';
import { GetCheckoutQuoteHandler } from './application/queries/get-checkout-quote/get-checkout-quote.handler';
import { GetProposalHandler } from './application/queries/get-proposal/get-proposal.handler';
import { paymentGatewayProvider } from './infrastructure/payment-gateway.provider';
import { GetSubscriptionForReviewHandler } from './application/queries/get-subscription-for-review/get-subscription-for-review.handler';
import { GetSupplyHandler } from './application/queries/get-supply/get-supply.handler';
import { ActivateOnPrescription } from './application/reactions/activate-on-prescription.reaction';
import { MarkShippedOnDispatch } from './application/reactions/mark-shipped-on-dispatch.reaction';
import { RefundOnDecline } from './application/reactions/refund-on-decline.reaction';
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
    ApplyPromoCodeHandler,
    GetCheckoutQuoteHandler,
    GetCheckoutPageHandler,
    CreateSetupIntentHandler,
    StartSubscriptionHandler,
    ConfirmSubscriptionHandler,
    HandlePaymentEventHandler,
    GetSubscriptionForReviewHandler,
    GetSupplyHandler,
    ActivateOnPrescription,
    RefundOnDecline,
    MarkShippedOnDispatch,
    SandboxCardSetupHandler,
    SandboxAuthenticationHandler,
    ProposeSubscriptionHandler,
    ChooseProposedPlanHandler,
    GetProposalHandler,
  ],
})
export class SubscriptionModule {}
