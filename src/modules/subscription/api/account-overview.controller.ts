import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { GetAccountOverviewQuery } from '../application/queries/get-account-overview/get-account-overview.query';
import { AccountOverviewResponse } from './dto/account.dto';
import { addressView, savedCardView } from './dto/checkout.dto';

/** The dashboard 'Account Overview' (/v2/profile): the customer's own treatments, cards, address and referral credit. */
@ApiTags('account')
@Access('customer')
@Controller('v2/profile/data')
export class AccountOverviewController {
  constructor(private readonly queries: QueryBus) {}

  @Get('subscriptions')
  @ApiOkResponse({ type: AccountOverviewResponse })
  async overview(@CurrentUser() customer: Principal): Promise<AccountOverviewResponse> {
    const overview = await this.queries.execute(new GetAccountOverviewQuery(customer.id));
    return {
      subscriptions: overview.subscriptions.map((each) => ({
        id: each.id,
        status: each.status,
        badge: each.badge,
        due_at: each.dueAt,
        paused_until: each.pausedUntil,
        price_pence: each.pricePence,
        interval: each.interval,
        interval_duration: each.intervalCount,
        title: each.treatment.title,
        image_url: each.treatment.imageUrl,
        items: each.items,
        add_ons: each.addOns.map((addOn) => ({ id: addOn.id, code: addOn.code, name: addOn.name, price_pence: addOn.pricePence, frequency: addOn.frequency })),
        sold_out_add_ons: each.soldOutAddOns,
        payment_method: each.paymentMethod,
        last_shipment: each.lastShipment && { shipped_on: each.lastShipment.shippedOn, tracking_number: each.lastShipment.trackingNumber },
        reconsultation_path: each.reconsultationPath,
        decline: each.decline && {
          cause: each.decline.cause,
          decision: each.decline.decision,
          declined_on: each.decline.declinedOn,
          patient_reason: each.decline.patientReason,
          refund: each.decline.refund && { amount_pence: each.decline.refund.amountPence, credit_pence: each.decline.refund.creditPence, state: each.decline.refund.state },
        },
        earliest_delivery_date: each.earliestDeliveryOn,
        send_now: each.sendNow.allowed ? { allowed: true, amount_pence: each.sendNow.amountPence } : { allowed: false, code: each.sendNow.code, reason: each.sendNow.reason },
      })),
      methods: overview.cards.map(savedCardView),
      address: addressView(overview.address),
      referral: {
        friends_referred: overview.referral.friendsReferred,
        credit_earned_pence: overview.referral.creditEarnedPence,
        credit_available_pence: overview.referral.creditAvailablePence,
      },
      provider: overview.provider,
      stripePublic: overview.publishableKey,
    };
  }
}
