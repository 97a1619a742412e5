import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { SandboxAuthenticationCommand, SandboxCardSetupCommand } from '../infrastructure/sandbox-gateway/sandbox-provider.commands';
import { SandboxAuthenticationRequest, SandboxCardSetupRequest, SandboxIntentResponse } from './dto/sandbox-provider.dto';

/**
 * The sandbox's side of the wire, as Stripe.js would reach Stripe: the browser sends
 * the card here with the setup intent's client secret, and passes or fails the
 * authentication step. The client secret is the authority, as it is at Stripe.
 * Absent (404) when real Stripe is configured.
 */
@ApiTags('sandbox payments')
@Access('public')
@Controller('sandbox-provider')
export class SandboxProviderController {
  constructor(private readonly commands: CommandBus) {}

  @Post('setup-intents/confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: SandboxIntentResponse })
  async confirmCardSetup(@Body() body: SandboxCardSetupRequest): Promise<SandboxIntentResponse> {
    const card = { number: body.number, expMonth: body.exp_month, expYear: body.exp_year, cvc: body.cvc, holderName: body.name };
    const outcome = await this.commands.execute(new SandboxCardSetupCommand(body.client_secret, card));
    return { status: outcome.status, payment_method: outcome.paymentMethodId, message: outcome.message };
  }

  @Post('payment-intents/authenticate')
  @HttpCode(200)
  @ApiOkResponse({ type: SandboxIntentResponse })
  async authenticate(@Body() body: SandboxAuthenticationRequest): Promise<SandboxIntentResponse> {
    return this.commands.execute(new SandboxAuthenticationCommand(body.client_secret, body.passed));
  }
}
