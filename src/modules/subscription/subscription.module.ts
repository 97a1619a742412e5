import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ChooseProposedPlanHandler } from './application/commands/choose-proposed-plan/choose-proposed-plan.handler';
import { ProposeSubscriptionHandler } from './application/commands/propose-subscription/propose-subscription.handler';
import { ApplyPromoCodeHandler } from './application/commands/apply-promo-code/apply-promo-code.handler';
import { CheckoutQuotes } from './application/checkout-quote';
import { PlanOffers } from './application/plan-offers';
import { GetCheckoutQuoteHandler } from './application/queries/get-checkout-quote/get-checkout-quote.handler';
import { GetProposalHandler } from './application/queries/get-proposal/get-proposal.handler';
import { paymentGatewayProvider } from './infrastructure/payment-gateway.provider';
import { SUBSCRIPTION_ENTITIES } from './subscription.entities';

/** Subscriptions and their items, checkout, pricing and promotions, the payment gateway port, renewals and dunning. */
@Module({
  imports: [MikroOrmModule.forFeature(SUBSCRIPTION_ENTITIES)],
  providers: [paymentGatewayProvider, PlanOffers, CheckoutQuotes, ApplyPromoCodeHandler, GetCheckoutQuoteHandler, ProposeSubscriptionHandler, ChooseProposedPlanHandler, GetProposalHandler],
})
export class SubscriptionModule {}
