import { Body, Controller, Get, HttpCode, Param, Post, Res, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Access } from '../../../shared/auth/access.decorator';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { RateLimiter } from '../../../shared/rate-limit/rate-limiter.service';
import { RequestDataExportCommand } from '../application/commands/request-data-export/request-data-export.command';
import { RequestErasureCommand } from '../application/commands/request-erasure/request-erasure.command';
import type { DataExportView, ErasureRequestView } from '../application/data-rights-view';
import { GetDataRightsQuery } from '../application/queries/get-data-rights/get-data-rights.query';
import { OpenDataExportQuery } from '../application/queries/open-data-export/open-data-export.query';
import { DATA_RIGHTS_RATE_LIMITS } from './data-rights-rate-limits';
import { DataExportItem, DataRightsResponse, ErasureRequestBody, ErasureRequestItem } from './dto/data-rights.dto';

const downloadUrl = (exportId: string) => `/v2/profile/data/data-export/${exportId}/file`;

const dataExportItem = (view: DataExportView): DataExportItem => ({
  id: view.id,
  status: view.status,
  requested_at: view.requestedAt,
  ready_at: view.readyAt,
  expires_at: view.expiresAt,
  byte_size: view.byteSize,
  download_url: view.status === 'ready' ? downloadUrl(view.id) : null,
});

const erasureRequestItem = (view: ErasureRequestView): ErasureRequestItem => ({
  status: view.status,
  requested_at: view.requestedAt,
  decided_at: view.decidedAt,
  refusal_reason: view.refusalReason,
});

/** The patient's data rights on their account (UK GDPR Art 15, 17): a copy of their data, and asking for their account to be deleted. */
@ApiTags('profile')
@Access('customer')
@Controller('v2/profile')
export class DataRightsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly limits: RateLimiter,
  ) {}

  @Get('data/data-rights')
  @ApiOkResponse({ type: DataRightsResponse })
  async status(@CurrentUser() user: Principal): Promise<DataRightsResponse> {
    const rights = await this.queries.execute(new GetDataRightsQuery(user.id));
    return { data_export: rights.dataExport && dataExportItem(rights.dataExport), erasure_request: rights.erasureRequest && erasureRequestItem(rights.erasureRequest) };
  }

  @Post('form/data-export')
  @HttpCode(200)
  @ApiOkResponse({ type: DataExportItem })
  async requestExport(@CurrentUser() user: Principal): Promise<DataExportItem> {
    await this.limits.consume(DATA_RIGHTS_RATE_LIMITS.exportRequests, String(user.id));
    return dataExportItem(await this.commands.execute(new RequestDataExportCommand(user.id)));
  }

  @Get('data/data-export/:id/file')
  @ApiOkResponse({ description: 'The ZIP', content: { 'application/zip': {} } })
  async download(@CurrentUser() user: Principal, @Param('id') exportId: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const file = await this.queries.execute(new OpenDataExportQuery(user.id, exportId));
    // Health data: never kept by shared caches.
    response.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(file.stream, { type: 'application/zip', disposition: `attachment; filename="${file.fileName}"`, length: file.byteSize || undefined });
  }

  @Post('form/erasure-request')
  @HttpCode(200)
  @ApiOkResponse({ type: ErasureRequestItem })
  async requestErasure(@CurrentUser() user: Principal, @Body() body: ErasureRequestBody): Promise<ErasureRequestItem> {
    return erasureRequestItem(await this.commands.execute(new RequestErasureCommand(user.id, user.role, body.reason)));
  }
}
