import { Module } from '@nestjs/common';
import { CheckoutDetailsController } from './checkout-details.controller';
import { PromoCodeController } from './promo-code.controller';
import { ProposalController } from './proposal.controller';

/** The subscription context's HTTP face; only the API process loads it. */
@Module({ controllers: [ProposalController, CheckoutDetailsController, PromoCodeController] })
export class SubscriptionHttpModule {}
