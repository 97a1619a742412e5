import { Module } from '@nestjs/common';
import { AdminReviewController } from './admin-review.controller';
import { CheckoutDetailsController } from './checkout-details.controller';
import { CheckoutPageController } from './checkout-page.controller';
import { PaymentWebhookController } from './payment-webhook.controller';
import { PaymentController } from './payment.controller';
import { SandboxProviderController } from './sandbox-provider.controller';
import { PromoCodeController } from './promo-code.controller';
import { RenewalPaymentController } from './renewal-payment.controller';
import { ProposalController } from './proposal.controller';

/** The subscription context's HTTP face; only the API process loads it. */
@Module({ controllers: [ProposalController, CheckoutDetailsController, PromoCodeController, CheckoutPageController, PaymentController, SandboxProviderController, PaymentWebhookController, AdminReviewController, RenewalPaymentController] })
export class SubscriptionHttpModule {}
