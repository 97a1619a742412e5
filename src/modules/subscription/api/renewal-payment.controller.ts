import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { ErrorBody } from '../../../shared/http/error-body';
import { IdParam } from '../../../shared/http/id-param';
import { ConfirmRenewalPaymentCommand } from '../application/commands/confirm-renewal-payment/confirm-renewal-payment.command';
import { GetRenewalPaymentQuery } from '../application/queries/get-renewal-payment/get-renewal-payment.query';
import { ConfirmRenewalPaymentRequest, RenewalPaymentResponse, RenewalPaymentStatusResponse } from './dto/renewal-payment.dto';

/** A renewal the bank wants confirmed by the customer (Strong Customer Authentication): the page, and its confirmation. */
@ApiTags('renewals')
@Access('customer')
@Controller('v2/subscription')
export class RenewalPaymentController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('data/renewal-payments/:id')
  @ApiOkResponse({ type: RenewalPaymentResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Not a renewal payment of yours' })
  async payment(@CurrentUser() customer: Principal, @Param('id', IdParam('id')) id: number): Promise<RenewalPaymentResponse> {
    const view = await this.queries.execute(new GetRenewalPaymentQuery(customer.id, id));
    return {
      payment_id: view.paymentId,
      subscription_id: view.subscriptionId,
      treatment: view.treatment,
      amount_pence: view.amountPence,
      due_on: view.dueOn,
      status: view.status,
      client_secret: view.clientSecret,
      payment_method_id: view.paymentMethodId,
      provider: view.provider,
      publishable_key: view.publishableKey,
    };
  }

  @Post('form/confirm-renewal-payment')
  @HttpCode(200)
  @ApiOkResponse({ type: RenewalPaymentStatusResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Not a renewal payment of yours' })
  confirm(@CurrentUser() customer: Principal, @Body() body: ConfirmRenewalPaymentRequest): Promise<RenewalPaymentStatusResponse> {
    return this.commands.execute(new ConfirmRenewalPaymentCommand(customer.id, body.payment));
  }
}
