import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { Access } from '../../../shared/auth/access.decorator';
import type { RequestWithRawBody } from '../../../shared/http/body-parsing';
import { HandlePaymentEventCommand } from '../application/commands/handle-payment-event/handle-payment-event.command';

/** Where the provider (Stripe, or the sandbox in the same format) reports what happened to payments. */
@ApiExcludeController()
@Access('provider')
@Controller('webhooks/payments')
export class PaymentWebhookController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  async receive(@Req() request: Request & RequestWithRawBody, @Headers('stripe-signature') signature: string | undefined): Promise<{ received: true }> {
    await this.commands.execute(new HandlePaymentEventCommand(request.rawBody ?? Buffer.alloc(0), signature ?? ''));
    return { received: true };
  }
}
