import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { ChangeSmsConsentCommand } from '../application/commands/change-sms-consent/change-sms-consent.command';
import { GetSmsConsentQuery } from '../application/queries/get-sms-consent/get-sms-consent.query';
import { ChangeTextMessagesRequest, TextMessagesResponse } from './dto/text-messages.dto';

/** The customer's own consent to texts: only ever their own, no call takes a customer id. */
@ApiTags('profile')
@Access('customer')
@Controller('v2/profile')
export class TextMessagesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('data/text-messages')
  @ApiOkResponse({ type: TextMessagesResponse })
  mine(@CurrentUser() customer: Principal): Promise<TextMessagesResponse> {
    return this.queries.execute(new GetSmsConsentQuery(customer.id));
  }

  @Post('form/text-messages')
  @HttpCode(200)
  @ApiOkResponse({ type: TextMessagesResponse })
  change(@CurrentUser() customer: Principal, @Body() body: ChangeTextMessagesRequest): Promise<TextMessagesResponse> {
    return this.commands.execute(new ChangeSmsConsentCommand(customer.id, body.opt_in, body.phone));
  }
}
