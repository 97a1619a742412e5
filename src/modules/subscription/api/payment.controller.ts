import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { ErrorBody } from '../../../shared/http/error-body';
import { ConfirmSubscriptionCommand } from '../application/commands/confirm-subscription/confirm-subscription.command';
import { CreateSetupIntentCommand } from '../application/commands/create-setup-intent/create-setup-intent.command';
import { StartSubscriptionCommand } from '../application/commands/start-subscription/start-subscription.command';
import {
  ClientSecretResponse,
  ConfirmSubscriptionRequest,
  StartSubscriptionRequest,
  StartSubscriptionResponse,
  SubscriptionStatusResponse,
} from './dto/checkout.dto';

/** Checkout step 3 (spec §7): save a card with the provider, charge the first supply, confirm. */
@ApiTags('checkout')
@Access('customer')
@Controller('v2/subscription/form')
export class PaymentController {
  constructor(private readonly commands: CommandBus) {}

  @Post('create-setup-intent')
  @HttpCode(200)
  @ApiOkResponse({ type: ClientSecretResponse })
  createSetupIntent(@CurrentUser() customer: Principal): Promise<ClientSecretResponse> {
    return this.commands.execute(new CreateSetupIntentCommand(customer.id));
  }

  @Post('start-subscription')
  @HttpCode(200)
  @ApiOkResponse({ type: StartSubscriptionResponse })
  @ApiBadRequestResponse({ type: ErrorBody, description: "'Payment failed: {provider message}' when the card is declined" })
  startSubscription(@CurrentUser() customer: Principal, @Body() body: StartSubscriptionRequest): Promise<StartSubscriptionResponse> {
    return this.commands.execute(new StartSubscriptionCommand(customer.id, body.paymentMethod));
  }

  @Post('confirm-subscription')
  @HttpCode(200)
  @ApiOkResponse({ type: SubscriptionStatusResponse })
  @ApiBadRequestResponse({ type: ErrorBody, description: "'Payment failed: {provider message}'" })
  confirmSubscription(@CurrentUser() customer: Principal, @Body() body: ConfirmSubscriptionRequest): Promise<SubscriptionStatusResponse> {
    return this.commands.execute(new ConfirmSubscriptionCommand(customer.id, body.subscription));
  }
}
