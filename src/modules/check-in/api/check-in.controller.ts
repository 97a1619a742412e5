import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { AnswerCheckInCommand } from '../application/commands/answer-check-in/answer-check-in.command';
import { ListCustomerCheckInsQuery } from '../application/queries/list-customer-check-ins/list-customer-check-ins.query';
import { AnswerCheckInRequest, CheckInItem, CustomerCheckInsResponse } from './dto/check-in.dto';

/** The customer's own check-ins: no call takes a customer id, and another's check-in is not found. */
@ApiTags('profile')
@Access('customer')
@Controller('v2/profile')
export class CheckInController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('data/check-ins')
  @ApiOkResponse({ type: CustomerCheckInsResponse })
  list(@CurrentUser() customer: Principal): Promise<CustomerCheckInsResponse> {
    return this.queries.execute(new ListCustomerCheckInsQuery(customer.id));
  }

  @Post('form/check-in')
  @HttpCode(200)
  @ApiOkResponse({ type: CheckInItem })
  answer(@CurrentUser() customer: Principal, @Body() body: AnswerCheckInRequest): Promise<CheckInItem> {
    return this.commands.execute(new AnswerCheckInCommand(customer.id, body.id, body.answers, body.photo_ids));
  }
}
