import { Module } from '@nestjs/common';

/** Subscriptions and their items, checkout, pricing and promotions, the payment gateway port, renewals and dunning. Filled in by its own issue; the room is made now so boundaries hold from the start. */
@Module({})
export class SubscriptionModule {}
