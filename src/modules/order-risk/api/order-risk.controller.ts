import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { AcknowledgeRiskFlagCommand } from '../application/commands/acknowledge-risk-flag/acknowledge-risk-flag.command';
import { ListRiskFlagsQuery } from '../application/queries/list-risk-flags/list-risk-flags.query';
import { AcknowledgeRiskFlagRequest, RiskFlagsRequest, RiskFlagsResponse } from './dto/order-risk.dto';

/** The order-risk flags on a subscription, for the prescriber's review screen and staff. */
@ApiTags('admin')
@Access('admin')
@Controller('v2/admin')
export class OrderRiskController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('data/order-risk/flags')
  @ApiOkResponse({ type: RiskFlagsResponse })
  async flags(@Query() { subscription_id }: RiskFlagsRequest): Promise<RiskFlagsResponse> {
    return { flags: await this.queries.execute(new ListRiskFlagsQuery(subscription_id)) };
  }

  @Post('form/order-risk/acknowledge')
  @HttpCode(200)
  @ApiOkResponse({ type: RiskFlagsResponse })
  async acknowledge(@CurrentUser() user: Principal, @Body() { flag_id, note }: AcknowledgeRiskFlagRequest): Promise<RiskFlagsResponse> {
    return { flags: await this.commands.execute(new AcknowledgeRiskFlagCommand(flag_id, user.id, note)) };
  }
}
