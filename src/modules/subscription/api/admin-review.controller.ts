import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { ReviewSubscriptionCommand } from '../application/commands/review-subscription/review-subscription.command';
import { ReviewDecisionRequest, ReviewDecisionResponse } from './dto/review.dto';

/** The prescriber approves or declines a paid subscription under review (spec §7 Admin). */
@ApiTags('admin')
@Access('admin')
@Controller('v2/admin/form')
export class AdminReviewController {
  constructor(private readonly commands: CommandBus) {}

  @Post('review')
  @HttpCode(200)
  @ApiOkResponse({ type: ReviewDecisionResponse })
  review(@Body() body: ReviewDecisionRequest): Promise<ReviewDecisionResponse> {
    return this.commands.execute(new ReviewSubscriptionCommand(body.id, body.approve === 1));
  }
}
