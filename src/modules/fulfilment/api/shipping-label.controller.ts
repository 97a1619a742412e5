import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Access } from '../../../shared/auth/access.decorator';
import { ReadLabelQuery } from '../application/queries/read-label/read-label.query';
import { LabelNotFoundError } from '../domain/fulfilment.errors';

/**
 * Shipping labels at the spec's /storage/rm_labels/{tracking}.pdf, to staff only: a label
 * carries a patient's name and address. Registered before the consultation context's
 * catch-all /storage/{path}, so this more specific route answers first.
 */
@ApiTags('admin')
@Access('admin')
@Controller('storage/rm_labels')
export class ShippingLabelController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':file')
  @ApiOkResponse({ description: 'The 4x6 inch label', content: { 'application/pdf': {} } })
  async label(@Param('file') file: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const trackingNumber = /^(.+)\.pdf$/.exec(file)?.[1];
    if (!trackingNumber) throw new LabelNotFoundError();
    const pdf = await this.queries.execute(new ReadLabelQuery(trackingNumber));
    response.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `attachment; filename="${trackingNumber}.pdf"` });
  }
}
