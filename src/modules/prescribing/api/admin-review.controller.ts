import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { RequiresRecentSecondFactor } from '../../../shared/auth/second-factor';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { ReviewSubscriptionCommand } from '../application/commands/review-subscription/review-subscription.command';
import { GetPrescriberProfileQuery } from '../application/queries/get-prescriber-profile/get-prescriber-profile.query';
import { CurrentPrescriberResponse, ReviewDecisionRequest, ReviewDecisionResponse } from './dto/review.dto';

/** The prescriber approves or declines a paid subscription under review (spec §7 Admin). Only staff with a prescriber profile may decide. */
@ApiTags('admin')
@Access('admin')
@Controller('v2/admin')
export class AdminReviewController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('form/review')
  @RequiresRecentSecondFactor()
  @HttpCode(200)
  @ApiOkResponse({ type: ReviewDecisionResponse })
  review(@CurrentUser() user: Principal, @Body() body: ReviewDecisionRequest): Promise<ReviewDecisionResponse> {
    const signedWith = body.signature_code ? { authenticatorCode: body.signature_code } : body.signature_password ? { password: body.signature_password } : undefined;
    return this.commands.execute(new ReviewSubscriptionCommand(body.id, body.approve === 1, user.id, body.reason, signedWith, { suppliesAuthorised: body.supplies_authorised, minIntervalDays: body.min_interval_days }));
  }

  @Get('data/prescriber-profile')
  @ApiOkResponse({ type: CurrentPrescriberResponse })
  async profile(@CurrentUser() user: Principal): Promise<CurrentPrescriberResponse> {
    return { profile: await this.queries.execute(new GetPrescriberProfileQuery(user.id)) };
  }
}
