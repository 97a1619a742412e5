import { Controller, Get, Req, Res, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Access } from '../../../shared/auth/access.decorator';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { ReadStoredFileQuery } from '../application/queries/read-stored-file/read-stored-file.query';

/** Consultation and progress photos at /storage/{path} (spec §7), to the patient they belong to and to admins only. */
@ApiTags('consultation')
@Access('customer')
@Controller('storage')
export class PrivateStorageController {
  constructor(private readonly queries: QueryBus) {}

  @Get('{*path}')
  @ApiOkResponse({ description: 'The image', content: { 'image/*': {} } })
  async file(@CurrentUser() reader: Principal, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const storagePath = decodeURIComponent(request.path.slice('/storage/'.length));
    const file = await this.queries.execute(new ReadStoredFileQuery(reader, storagePath));
    // Health data: never kept by shared caches or left on the device after the session.
    response.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(file.contents, { type: file.contentType, disposition: 'inline' });
  }
}
