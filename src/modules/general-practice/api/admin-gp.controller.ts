import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { IdParam } from '../../../shared/http/id-param';
import { GetGpPanelQuery } from '../application/queries/get-gp-panel/get-gp-panel.query';
import { gpPanelDto, GpPanelResponse } from './dto/general-practice.dto';

/** The GP panel on the admin subscription page: the patient's answer, the prescriber's justification, the letters sent. */
@ApiTags('admin')
@Access('admin')
@Controller('v2/admin/data')
export class AdminGpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('subscription/gp')
  @ApiOkResponse({ type: GpPanelResponse })
  async panel(@CurrentUser() user: Principal, @Query('id', IdParam('id')) subscriptionId: number): Promise<GpPanelResponse> {
    return gpPanelDto(await this.queries.execute(new GetGpPanelQuery(subscriptionId, user.id)));
  }
}
