import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { GetCheckoutPageQuery } from '../application/queries/get-checkout-page/get-checkout-page.query';
import { addressView, CheckoutPageResponse, savedCardView } from './dto/checkout.dto';

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
    return {
      subscriptionId: page.subscriptionId,
      user: { first_name: page.user.firstName, last_name: page.user.lastName, email: page.user.email, phone: page.user.phone },
      address: addressView(page.address),
      treatment: page.treatment,
      code: page.code,
      price: { original_pence: page.charge.originalPence, discount_pence: page.charge.promotionDiscountPence, credit_pence: page.charge.creditAppliedPence, total_pence: page.charge.totalPence },
      methods: page.methods.map(savedCardView),
      provider: page.provider,
      stripePublic: page.stripePublic,
    };
  }
}
