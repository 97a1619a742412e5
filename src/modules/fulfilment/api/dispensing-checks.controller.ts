import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { RequiresRecentSecondFactor } from '../../../shared/auth/second-factor';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { IdParam } from '../../../shared/http/id-param';
import { RecordAccuracyCheckCommand } from '../application/commands/record-accuracy-check/record-accuracy-check.command';
import { RecordClinicalCheckCommand } from '../application/commands/record-clinical-check/record-clinical-check.command';
import { GetDispatchOrderQuery } from '../application/queries/get-dispatch-order/get-dispatch-order.query';
import { NotApprovedError } from '../domain/fulfilment.errors';
import { AccuracyCheckRequest, ClinicalCheckRequest, DispatchOrderDetailResponse, DispensingCheckResponse } from './dto/fulfilment.dto';

/** The pharmacist's two checks before a supply may ship, and what they are made against (ADR 0007). */
@ApiTags('admin')
@Access('admin')
@Controller('v2/admin')
export class DispensingChecksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('data/dispatch/items/:itemId')
  @ApiOkResponse({ type: DispatchOrderDetailResponse })
  async order(@Param('itemId', IdParam('itemId')) itemId: number): Promise<DispatchOrderDetailResponse> {
    const detail = await this.queries.execute(new GetDispatchOrderQuery(itemId));
    if (!detail) throw new NotApprovedError();
    return detail;
  }

  @Post('form/dispatch/clinical-check')
  @RequiresRecentSecondFactor()
  @HttpCode(200)
  @ApiOkResponse({ type: DispensingCheckResponse })
  clinicalCheck(@CurrentUser() user: Principal, @Body() body: ClinicalCheckRequest): Promise<DispensingCheckResponse> {
    return this.commands.execute(new RecordClinicalCheckCommand(body.id, user.id));
  }

  @Post('form/dispatch/accuracy-check')
  @RequiresRecentSecondFactor()
  @HttpCode(200)
  @ApiOkResponse({ type: DispensingCheckResponse })
  accuracyCheck(@CurrentUser() user: Principal, @Body() body: AccuracyCheckRequest): Promise<DispensingCheckResponse> {
    return this.commands.execute(new RecordAccuracyCheckCommand(body.id, user.id, { productCode: body.product_code, batchNumber: body.batch_number, expiresOn: body.expiry_date }));
  }
}
