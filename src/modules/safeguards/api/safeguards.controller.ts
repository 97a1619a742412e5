import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { RecordVerificationCommand } from '../application/commands/record-verification/record-verification.command';
import { GetSafeguardsQuery } from '../application/queries/get-safeguards/get-safeguards.query';
import { ReviewNotFoundError } from '../domain/safeguards.errors';
import { RecordedVerificationResponse, RecordVerificationRequest, SafeguardsRequest, SafeguardsResponse } from './dto/safeguards.dto';

/** The safeguards of a review (docs/patient-safety.md 'Safeguarded medicines'): what the approve dialog shows, and the prescriber's verifications. */
@ApiTags('admin')
@Access('admin')
@Controller('v2/admin')
export class SafeguardsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('data/safeguards')
  @ApiOkResponse({ type: SafeguardsResponse })
  async safeguards(@CurrentUser() user: Principal, @Query() { subscription_id }: SafeguardsRequest): Promise<SafeguardsResponse> {
    const view = await this.queries.execute(new GetSafeguardsQuery(subscription_id, user.id));
    if (!view) throw new ReviewNotFoundError();
    return view;
  }

  /**
   * The prescriber's independent verification of what the patient said, against that patient's
   * review. No step-up of its own: it signs nothing, and the approval that relies on it asks for
   * the password and a recent second factor.
   */
  @Post('form/safeguards/verification')
  @HttpCode(200)
  @ApiOkResponse({ type: RecordedVerificationResponse })
  async record(@CurrentUser() user: Principal, @Body() body: RecordVerificationRequest): Promise<RecordedVerificationResponse> {
    const { id } = await this.commands.execute(
      new RecordVerificationCommand(user.id, body.subscription_id, body.patient_id, {
        kind: body.kind,
        method: body.method,
        tookPlaceAt: body.took_place_at ? new Date(body.took_place_at) : undefined,
        summary: body.summary,
        gpResponder: body.gp_responder,
        gpLetterId: body.gp_letter_id,
      }),
    );
    return { id, message: 'Recorded.' };
  }
}
