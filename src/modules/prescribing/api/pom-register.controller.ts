import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Access } from '../../../shared/auth/access.decorator';
import { RequiresRecentSecondFactor } from '../../../shared/auth/second-factor';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { fileJobStatus, FileJobStatusResponse, StartedJobResponse } from '../../../shared/http/file-job.dto';
import { PrivateFileStore } from '../../../shared/storage/private-file-store';
import { CorrectRegisterEntryCommand } from '../application/commands/correct-register-entry/correct-register-entry.command';
import { StartRegisterExportCommand } from '../application/commands/start-register-export/start-register-export.command';
import { GetRegisterExportQuery } from '../application/queries/get-register-export/get-register-export.query';
import { ListRegisterEntriesQuery } from '../application/queries/list-register-entries/list-register-entries.query';
import type { RegisterFilters } from '../application/register-filter';
import { ExportNotFoundError } from '../domain/prescribing.errors';
import { PomCorrectionRequest, PomCorrectionResponse, PomFilters, PomPageRequest, PomPageResponse } from './dto/pom.dto';

const toFilters = (query: PomFilters): RegisterFilters => ({
  startDate: query.start_date,
  endDate: query.end_date,
  patient: query.patient,
  prescriber: query.prescriber,
  item: query.item,
  scriptRef: query.id,
});

const JOB_ID = /^\d{1,12}$/;

/** The POM register (spec §2, §7 /v2/admin/pom): a page of supplies, and its export to Excel. */
@ApiTags('admin')
@Access('admin')
@Controller('v2/admin')
export class PomRegisterController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly files: PrivateFileStore,
  ) {}

  @Get('data/pom')
  @ApiOkResponse({ type: PomPageResponse })
  page(@Query() query: PomPageRequest): Promise<PomPageResponse> {
    return this.queries.execute(new ListRegisterEntriesQuery(toFilters(query), query.page, query.per_page));
  }

  /** A correction is a new entry in a legal record, so, like exporting it, it asks for a recent second factor. */
  @Post('form/pom/correct')
  @RequiresRecentSecondFactor()
  @HttpCode(200)
  @ApiOkResponse({ type: PomCorrectionResponse })
  async correct(@CurrentUser() user: Principal, @Body() body: PomCorrectionRequest): Promise<PomCorrectionResponse> {
    const correction = { dateDispensed: body.date_dispensed, quantity: body.quantity, finalPricePence: body.final_price_pence, prescribedItem: body.prescribed_item, patientAddress: body.patient_address };
    const { serialNumber } = await this.commands.execute(new CorrectRegisterEntryCommand(body.id, correction, body.reason, user.id));
    return { serial_number: serialNumber };
  }

  @Post('form/pom/export')
  @RequiresRecentSecondFactor()
  @HttpCode(200)
  @ApiOkResponse({ type: StartedJobResponse })
  async startExport(@CurrentUser() user: Principal, @Body() filters: PomFilters): Promise<StartedJobResponse> {
    const { jobId } = await this.commands.execute(new StartRegisterExportCommand(toFilters(filters), user.id));
    return { job_id: jobId };
  }

  @Get('data/pom/export/:jobId')
  @ApiOkResponse({ type: FileJobStatusResponse })
  async exportStatus(@CurrentUser() user: Principal, @Param('jobId') jobId: string): Promise<FileJobStatusResponse> {
    const status = JOB_ID.test(jobId) ? await this.queries.execute(new GetRegisterExportQuery(jobId, user.id)) : null;
    if (!status) throw new ExportNotFoundError();
    return fileJobStatus(status, `/v2/admin/data/pom/export/${jobId}/file`);
  }

  @Get('data/pom/export/:jobId/file')
  @ApiOkResponse({ description: 'The workbook', content: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {} } })
  async exportFile(@CurrentUser() user: Principal, @Param('jobId') jobId: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const status = JOB_ID.test(jobId) ? await this.queries.execute(new GetRegisterExportQuery(jobId, user.id)) : null;
    if (status?.state !== 'completed') throw new ExportNotFoundError();
    response.setHeader('Cache-Control', 'private, no-store');
    // Streamed as it is read: a register export can be tens of megabytes.
    return new StreamableFile(await this.files.readStream(status.storagePath), {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      disposition: `attachment; filename="pom-register-${jobId}.xlsx"`,
    });
  }
}
