import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { ErrorBody } from '../../../shared/http/error-body';
import { ChooseProposedPlanCommand } from '../application/commands/choose-proposed-plan/choose-proposed-plan.command';
import { GetProposalQuery } from '../application/queries/get-proposal/get-proposal.query';
import { ChoosePlanRequest, ProposalResponse } from './dto/proposal.dto';

/** The subscription result page: what we propose after a consultation, and switching to another suitable plan. */
@ApiTags('subscription')
@Access('customer')
@Controller('v2/subscription/proposal')
export class ProposalController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOkResponse({ type: ProposalResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No pending subscription: the customer has not finished a consultation' })
  proposal(@CurrentUser() principal: Principal): Promise<ProposalResponse> {
    return this.queries.execute(new GetProposalQuery(principal.id));
  }

  @Post('plan')
  @HttpCode(200)
  @ApiOkResponse({ type: ProposalResponse })
  async choosePlan(@CurrentUser() principal: Principal, @Body() body: ChoosePlanRequest): Promise<ProposalResponse> {
    await this.commands.execute(new ChooseProposedPlanCommand(principal.id, body.plan_id));
    return this.queries.execute(new GetProposalQuery(principal.id));
  }
}
