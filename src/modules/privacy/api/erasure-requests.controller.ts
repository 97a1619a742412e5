import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { RequiresRecentSecondFactor } from '../../../shared/auth/second-factor';
import { DecideErasureRequestCommand } from '../application/commands/decide-erasure-request/decide-erasure-request.command';
import { ListErasureRequestsQuery, type ErasureRequestForStaff } from '../application/queries/list-erasure-requests/list-erasure-requests.query';
import { ErasureDecisionRequest, ErasureRequestsQuery, StaffErasureRequestItem, StaffErasureRequestsResponse } from './dto/data-rights.dto';

const staffItem = (request: ErasureRequestForStaff): StaffErasureRequestItem => ({
  id: request.id,
  user_id: request.userId,
  status: request.status,
  customer: request.customer,
  requested_at: request.requestedAt,
  answer_by: request.answerBy,
  patient_reason: request.patientReason,
  decided_at: request.decidedAt,
  decided_by: request.decidedBy,
  refusal_reason: request.refusalReason,
  outcome: request.outcome,
});

/** Staff review patients' requests to have their accounts erased (docs/data-rights-and-retention.md). */
@ApiTags('admin')
@Access('admin')
@Controller('v2/admin')
export class ErasureRequestsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('data/erasure-requests')
  @ApiOkResponse({ type: StaffErasureRequestsResponse })
  async list(@Query() query: ErasureRequestsQuery): Promise<StaffErasureRequestsResponse> {
    const page = await this.queries.execute(new ListErasureRequestsQuery(query.list ?? 'pending', query.page, query.perPage));
    return { total: page.total, data: page.data.map(staffItem) };
  }

  /** Erasing a patient's health records cannot be undone: as sensitive as approving or shipping. */
  @Post('form/erasure-request/decide')
  @HttpCode(200)
  @RequiresRecentSecondFactor()
  @ApiOkResponse({ type: StaffErasureRequestItem })
  async decide(@CurrentUser() admin: Principal, @Body() body: ErasureDecisionRequest): Promise<StaffErasureRequestItem> {
    return staffItem(await this.commands.execute(new DecideErasureRequestCommand(admin.id, body.id, body.approve === 1, body.reason)));
  }
}
