import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { ErrorBody } from '../../../shared/http/error-body';
import { ApplyPromoCodeCommand } from '../application/commands/apply-promo-code/apply-promo-code.command';
import { GetCheckoutQuoteQuery } from '../application/queries/get-checkout-quote/get-checkout-quote.query';
import { ApplyCodeRequest, ApplyCodeResponse } from './dto/checkout.dto';

/** The checkout's promo box. Prices come back from the server: the browser's own sums are never trusted. */
@ApiTags('checkout')
@Access('customer')
@Controller('v2/subscription/form')
export class PromoCodeController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('apply-code')
  @HttpCode(200)
  @ApiOkResponse({ type: ApplyCodeResponse })
  @ApiBadRequestResponse({ type: ErrorBody, description: "'Invalid promo code', or the specific reason (expired, first order only, not for tablets...)" })
  async applyCode(@CurrentUser() customer: Principal, @Body() body: ApplyCodeRequest): Promise<ApplyCodeResponse> {
    await this.commands.execute(new ApplyPromoCodeCommand(customer.id, body.code));
    return this.priced(customer.id);
  }

  @Post('remove-code')
  @HttpCode(200)
  @ApiOkResponse({ type: ApplyCodeResponse })
  async removeCode(@CurrentUser() customer: Principal): Promise<ApplyCodeResponse> {
    await this.commands.execute(new ApplyPromoCodeCommand(customer.id, ''));
    return this.priced(customer.id);
  }

  private async priced(userId: number): Promise<ApplyCodeResponse> {
    const { promo, charge } = await this.queries.execute(new GetCheckoutQuoteQuery(userId));
    return {
      promo,
      price: { original_pence: charge.originalPence, discount_pence: charge.promotionDiscountPence, credit_pence: charge.creditAppliedPence, total_pence: charge.totalPence },
    };
  }
}
