import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { RequiresRecentSecondFactor } from '../../../shared/auth/second-factor';
import { DecideCheckInCommand } from '../application/commands/decide-check-in/decide-check-in.command';
import { ListCheckInsForStaffQuery } from '../application/queries/list-check-ins-for-staff/list-check-ins-for-staff.query';
import { PauseMessageRequiredError } from '../domain/check-in.errors';
import { CheckInDecisionRequest, CheckInItem, CheckInsForSubscriptionParams, StaffCheckInsResponse } from './dto/check-in.dto';

/** The prescriber's check-in review on the subscription detail. */
@ApiTags('admin')
@Access('admin')
@Controller('v2/admin')
export class AdminCheckInController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('data/check-ins')
  @ApiOkResponse({ type: StaffCheckInsResponse })
  list(@CurrentUser() staff: Principal, @Query() params: CheckInsForSubscriptionParams): Promise<StaffCheckInsResponse> {
    return this.queries.execute(new ListCheckInsForStaffQuery(params.subscription_id, staff.id));
  }

  @Post('form/check-in-decision')
  @RequiresRecentSecondFactor()
  @HttpCode(200)
  @ApiOkResponse({ type: CheckInItem })
  decide(@CurrentUser() staff: Principal, @Body() body: CheckInDecisionRequest): Promise<CheckInItem> {
    if (body.decision === 'continue') return this.commands.execute(new DecideCheckInCommand(body.id, staff.id, { kind: 'continue', note: body.message }));
    if (!body.message?.trim()) throw new PauseMessageRequiredError();
    return this.commands.execute(new DecideCheckInCommand(body.id, staff.id, { kind: 'pause', message: body.message, resumeOn: body.resume_on ?? '' }));
  }
}
