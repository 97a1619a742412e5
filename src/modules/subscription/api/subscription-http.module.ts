import { Module } from '@nestjs/common';
import { AccountOverviewController } from './account-overview.controller';
import { AccountSubscriptionController } from './account-subscription.controller';
import { CheckoutDetailsController } from './checkout-details.controller';
import { CheckoutPageController } from './checkout-page.controller';
import { PaymentWebhookController } from './payment-webhook.controller';
import { PaymentController } from './payment.controller';
import { SandboxProviderController } from './sandbox-provider.controller';
import { PromoCodeController } from './promo-code.controller';
import { RenewalPaymentController } from './renewal-payment.controller';
import { ProposalController } from './proposal.controller';
import { StaffSubscriptionsController } from './staff-subscriptions.controller';

/** The subscription context's HTTP face; only the API process loads it. */
@Module({
  controllers: [
    ProposalController,
    CheckoutDetailsController,
    PromoCodeController,
    CheckoutPageController,
    PaymentController,
    SandboxProviderController,
    PaymentWebhookController,
    AccountOverviewController,
    AccountSubscriptionController,
    StaffSubscriptionsController,
    RenewalPaymentController,
  ],
})
export class SubscriptionHttpModule {}
