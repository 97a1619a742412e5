import { Controller, Headers, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../config/app-config';
import { Access } from '../../../shared/auth/access.decorator';
import { HandleInboundSmsCommand } from '../application/commands/handle-inbound-sms/handle-inbound-sms.command';

/**
 * Twilio's inbound message webhook ('A message comes in' on the number): a customer's reply,
 * form-encoded and signed with the auth token over the URL Twilio was given, which is this
 * route on the public origin (APP_URL). A bad signature is a 403 and changes nothing.
 */
@ApiExcludeController()
@Access('provider')
@Controller('webhooks/sms')
export class SmsWebhookController {
  constructor(
    private readonly commands: CommandBus,
    private readonly config: AppConfig,
  ) {}

  @Post('twilio')
  @HttpCode(200)
  async receive(@Req() request: Request, @Res({ passthrough: true }) response: Response, @Headers('x-twilio-signature') signature: string | undefined): Promise<string> {
    const url = `${this.config.get('APP_URL')}${request.originalUrl}`;
    await this.commands.execute(new HandleInboundSmsCommand(url, formParams(request.body), signature ?? ''));
    // No reply of our own: Twilio answers STOP and START itself. (A refusal above stays the shop's JSON error.)
    response.type('text/xml');
    return '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
  }
}

/** The form's fields as strings (a repeated name keeps its first value); anything else is no field. */
function formParams(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>)
      .map(([name, value]) => [name, Array.isArray(value) ? value[0] : value] as const)
      .filter((entry): entry is readonly [string, string] => typeof entry[1] === 'string'),
  );
}
