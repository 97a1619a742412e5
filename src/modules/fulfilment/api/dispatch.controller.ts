import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Access } from '../../../shared/auth/access.decorator';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { fileJobStatus, FileJobStatusResponse, StartedJobResponse } from '../../../shared/http/file-job.dto';
import { PrivateFileStore } from '../../../shared/storage/private-file-store';
import { StartDocumentPrintCommand } from '../application/commands/start-document-print/start-document-print.command';
import { GetPrintStatusQuery } from '../application/queries/get-print-status/get-print-status.query';
import { ListDispatchOrdersQuery } from '../application/queries/list-dispatch-orders/list-dispatch-orders.query';
import { PrintJobNotFoundError } from '../domain/fulfilment.errors';
import { DispatchListRequest, DispatchPageResponse, DocumentPrintRequest } from './dto/fulfilment.dto';

const JOB_ID = /^\d{1,12}$/;

/** The dispatch list and the day's print run (spec §2 Dispatch orders). */
@ApiTags('admin')
@Access('admin')
@Controller('v2/admin')
export class DispatchController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly files: PrivateFileStore,
  ) {}

  @Get('data/dispatch')
  @ApiOkResponse({ type: DispatchPageResponse })
  list(@Query() query: DispatchListRequest): Promise<DispatchPageResponse> {
    return this.queries.execute(new ListDispatchOrdersQuery(query.status, query.keyword, query.page, query.perPage, query.check));
  }

  @Post('form/dispatch/print')
  @HttpCode(200)
  @ApiOkResponse({ type: StartedJobResponse })
  async print(@CurrentUser() user: Principal, @Body() body: DocumentPrintRequest): Promise<StartedJobResponse> {
    const { jobId } = await this.commands.execute(new StartDocumentPrintCommand([...new Set(body.item_ids)], body.types, user.id));
    return { job_id: jobId };
  }

  @Get('data/dispatch/print/:jobId')
  @ApiOkResponse({ type: FileJobStatusResponse })
  async printStatus(@CurrentUser() user: Principal, @Param('jobId') jobId: string): Promise<FileJobStatusResponse> {
    const status = JOB_ID.test(jobId) ? await this.queries.execute(new GetPrintStatusQuery(jobId, user.id)) : null;
    if (!status) throw new PrintJobNotFoundError();
    return fileJobStatus(status, `/v2/admin/data/dispatch/print/${jobId}/file`);
  }

  @Get('data/dispatch/print/:jobId/file')
  @ApiOkResponse({ description: 'The merged documents', content: { 'application/pdf': {} } })
  async printFile(@CurrentUser() user: Principal, @Param('jobId') jobId: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const status = JOB_ID.test(jobId) ? await this.queries.execute(new GetPrintStatusQuery(jobId, user.id)) : null;
    if (status?.state !== 'completed') throw new PrintJobNotFoundError();
    response.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(await this.files.read(status.storagePath), { type: 'application/pdf', disposition: `inline; filename="documents-${jobId}.pdf"` });
  }
}
