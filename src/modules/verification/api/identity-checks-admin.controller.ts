import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { RequiresRecentSecondFactor } from '../../../shared/auth/second-factor';
import { IdParam } from '../../../shared/http/id-param';
import { ReviewIdentityCheckCommand } from '../application/commands/review-identity-check/review-identity-check.command';
import { GetIdentityCheckQuery } from '../application/queries/get-identity-check/get-identity-check.query';
import { ListIdentityChecksForReviewQuery } from '../application/queries/list-identity-checks-for-review/list-identity-checks-for-review.query';
import { IdentityCheckResponse, identityCheckResponse, IdentityChecksForReviewResponse, ReviewIdentityCheckRequest, reviewItem } from './dto/identity-check.dto';

/** PostgreSQL's integer: no id is larger. */
const MAX_ROW_ID = 2_147_483_647;

/** Staff: a patient's identity check beside their review, and the queue of checks the provider could not decide. */
@ApiTags('admin')
@Access('admin')
@Controller('v2/admin')
export class IdentityChecksAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('data/identity-checks')
  @ApiOkResponse({ type: IdentityChecksForReviewResponse })
  async queue(): Promise<IdentityChecksForReviewResponse> {
    return { data: (await this.queries.execute(new ListIdentityChecksForReviewQuery())).map(reviewItem) };
  }

  @Get('data/patients/:userId/identity-check')
  @ApiOkResponse({ type: IdentityCheckResponse })
  async ofPatient(@Param('userId', IdParam('userId')) userId: number): Promise<IdentityCheckResponse> {
    // Beyond PostgreSQL's integer no row exists: an empty answer, not a database error.
    return identityCheckResponse(await this.queries.execute(new GetIdentityCheckQuery(Math.min(userId, MAX_ROW_ID))));
  }

  /** Rejecting declines and refunds the order: as consequential as a prescriber's decision. */
  @Post('form/identity-checks/:id/review')
  @HttpCode(200)
  @RequiresRecentSecondFactor()
  @ApiOkResponse({ description: 'The check as decided' })
  async review(@CurrentUser() staff: Principal, @Param('id', IdParam('id')) id: number, @Body() body: ReviewIdentityCheckRequest): Promise<{ status: string }> {
    return this.commands.execute(new ReviewIdentityCheckCommand(Math.min(id, MAX_ROW_ID), staff.id, body.outcome, body.note));
  }
}
