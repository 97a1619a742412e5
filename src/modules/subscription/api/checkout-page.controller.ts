import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { GetCheckoutPageQuery } from '../application/queries/get-checkout-page/get-checkout-page.query';
import { CheckoutPageResponse } from './dto/checkout.dto';

/** Everything the checkout page (/v2/subscription/checkout) needs to draw itself. */
@ApiTags('checkout')
@Access('customer')
@Controller('v2/subscription/checkout')
export class CheckoutPageController {
  constructor(private readonly queries: QueryBus) {}

  @Get('data')
  @ApiOkResponse({ type: CheckoutPageResponse })
  async page(@CurrentUser() customer: Principal): Promise<CheckoutPageResponse> {
    const page = await this.queries.execute(new GetCheckoutPageQuery(customer.id));
    const address = page.address;
    return {
      subscriptionId: page.subscriptionId,
      user: { first_name: page.user.firstName, last_name: page.user.lastName, email: page.user.email, phone: page.user.phone },
      address: address && {
        first_name: address.firstName,
        last_name: address.lastName,
        email: address.email,
        contact_no: address.contactNo,
        address_1: address.address1,
        address_2: address.address2 ?? '',
        city: address.city,
        postcode: address.postcode,
      },
      treatment: page.treatment,
      code: page.code,
      price: { original_pence: page.charge.originalPence, discount_pence: page.charge.promotionDiscountPence, credit_pence: page.charge.creditAppliedPence, total_pence: page.charge.totalPence },
      methods: page.methods.map((card) => ({ id: card.id, brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear, holder_name: card.holderName })),
      provider: page.provider,
      stripePublic: page.stripePublic,
    };
  }
}
