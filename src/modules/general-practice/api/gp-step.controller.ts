import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { ErrorBody } from '../../../shared/http/error-body';
import { SaveGpDetailsCommand } from '../application/commands/save-gp-details/save-gp-details.command';
import { ListGpAnswersQuery } from '../application/queries/list-gp-answers/list-gp-answers.query';
import { SearchPracticesQuery } from '../application/queries/search-practices/search-practices.query';
import { GpAnswerDto, gpAnswerDto, GpAnswersResponse, GpStepRequest, PracticeSearchRequest, PracticeSearchResponse, practiceDto } from './dto/general-practice.dto';

/** The patient's GP step (issue 19): find their practice, say whether we may tell it about the treatment. */
@ApiTags('account')
@Access('customer')
@ApiBadRequestResponse({ type: ErrorBody })
@Controller('v2/profile')
export class GpStepController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('data/gp-practices')
  @ApiOkResponse({ type: PracticeSearchResponse })
  async search(@Query() { q }: PracticeSearchRequest): Promise<PracticeSearchResponse> {
    const practices = await this.queries.execute(new SearchPracticesQuery(q));
    return { practices: practices.map(practiceDto) };
  }

  @Get('data/gp')
  @ApiOkResponse({ type: GpAnswersResponse })
  async answers(@CurrentUser() user: Principal): Promise<GpAnswersResponse> {
    return { answers: (await this.queries.execute(new ListGpAnswersQuery(user.id))).map(gpAnswerDto) };
  }

  @Post('form/gp')
  @HttpCode(200)
  @ApiOkResponse({ type: GpAnswerDto })
  async save(@CurrentUser() user: Principal, @Body() body: GpStepRequest): Promise<GpAnswerDto> {
    const answer = await this.commands.execute(new SaveGpDetailsCommand(user.id, body.subscription_id, { odsCode: body.ods_code ?? null, noGp: body.no_gp, consentToShare: body.consent_to_share }));
    return gpAnswerDto(answer);
  }
}
