import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { Access } from '../../../shared/auth/access.decorator';
import type { RequestWithRawBody } from '../../../shared/http/body-parsing';
import { HandleIdentityWebhookCommand } from '../application/commands/handle-identity-webhook/handle-identity-webhook.command';

/** Where the identity provider (Onfido, or the local verifier in the same format) reports completed checks. */
@ApiExcludeController()
@Access('provider')
@Controller('webhooks/identity-checks')
export class IdentityWebhookController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  async receive(@Req() request: Request & RequestWithRawBody, @Headers('x-sha2-signature') signature: string | undefined): Promise<{ received: true }> {
    await this.commands.execute(new HandleIdentityWebhookCommand(request.rawBody ?? Buffer.alloc(0), signature ?? ''));
    return { received: true };
  }
}
