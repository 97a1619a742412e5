import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { RequiresRecentSecondFactor } from '../../../shared/auth/second-factor';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { ReviewSubscriptionCommand } from '../application/commands/review-subscription/review-subscription.command';
import { GetPrescriberProfileQuery } from '../application/queries/get-prescriber-profile/get-prescriber-profile.query';
import { DecideItemChangeCommand } from '../application/commands/decide-item-change/decide-item-change.command';
import { CurrentPrescriberResponse, ItemChangeDecisionRequest, ItemChangeDecisionResponse, ReviewDecisionRequest, ReviewDecisionResponse } from './dto/review.dto';

const signatureOf = (body: ReviewDecisionRequest | ItemChangeDecisionRequest) =>
  body.signature_code ? { authenticatorCode: body.signature_code } : body.signature_password ? { password: body.signature_password } : undefined;
const termsOf = (body: ReviewDecisionRequest | ItemChangeDecisionRequest) => ({ suppliesAuthorised: body.supplies_authorised, minIntervalDays: body.min_interval_days });

const declineOf = (body: ReviewDecisionRequest) => (body.approve === 0 ? { patientReason: body.patient_reason ?? '', internalNote: body.reason } : undefined);

const safetyOf = (body: ReviewDecisionRequest) => ({
  identityOverrideReason: body.identity_override_reason || undefined,
  gpJustification: body.gp_justification || undefined,
  flagAcknowledgements: body.flag_acknowledgements?.map(({ flag_id, note }) => ({ flagId: flag_id, note })),
});

/** The prescriber approves or declines a paid subscription under review (spec §7 Admin), or a change of medicine. Only staff with a prescriber profile may decide. */
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
    return this.commands.execute(new ReviewSubscriptionCommand(body.id, body.approve === 1, user.id, declineOf(body), signatureOf(body), termsOf(body), safetyOf(body)));
  }

  /** A prescriber approves (with a new prescription) or declines a staff change of medicine held for them (issue 18). */
  @Post('form/item-change')
  @RequiresRecentSecondFactor()
  @HttpCode(200)
  @ApiOkResponse({ type: ItemChangeDecisionResponse })
  decideItemChange(@CurrentUser() user: Principal, @Body() body: ItemChangeDecisionRequest): Promise<ItemChangeDecisionResponse> {
    return this.commands.execute(new DecideItemChangeCommand(body.id, body.approve === 1, user.id, body.reason, signatureOf(body), termsOf(body)));
  }

  @Get('data/prescriber-profile')
  @ApiOkResponse({ type: CurrentPrescriberResponse })
  async profile(@CurrentUser() user: Principal): Promise<CurrentPrescriberResponse> {
    return { profile: await this.queries.execute(new GetPrescriberProfileQuery(user.id)) };
  }
}
