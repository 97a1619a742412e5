import { Body, Controller, Get, HttpCode, Param, ParseEnumPipe, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Access } from '../../../shared/auth/access.decorator';
import { RequiresRecentSecondFactor } from '../../../shared/auth/second-factor';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { RequestValidationError } from '../../../shared/http/request-validation';
import { RequestDocumentCommand } from '../application/commands/request-document/request-document.command';
import { ShipItemCommand } from '../application/commands/ship-item/ship-item.command';
import { DOCUMENT_TYPES, type DocumentType } from '../domain/document-facts';
import { DocumentRequest, ShipItemRequest, ShipItemResponse } from './dto/fulfilment.dto';

const documentType = new ParseEnumPipe(Object.fromEntries(DOCUMENT_TYPES.map((type) => [type, type])), {
  exceptionFactory: () => new RequestValidationError(`The document must be one of ${DOCUMENT_TYPES.join(', ')}.`, { type: [`The document must be one of ${DOCUMENT_TYPES.join(', ')}.`] }),
});

/** Shipping a supply and printing its documents (spec §7 POST /v2/admin/form/ship, GET /v2/admin/form/ship/pdf/{type}). */
@ApiTags('admin')
@Access('admin')
@Controller('v2/admin/form/ship')
export class ShipController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @RequiresRecentSecondFactor()
  @HttpCode(200)
  @ApiOkResponse({ type: ShipItemResponse })
  ship(@CurrentUser() user: Principal, @Body() body: ShipItemRequest): Promise<ShipItemResponse> {
    return this.commands.execute(new ShipItemCommand(body.id, user.id));
  }

  @Get('pdf/:type')
  @ApiParam({ name: 'type', enum: DOCUMENT_TYPES })
  @ApiOkResponse({ description: 'The document', content: { 'application/pdf': {} } })
  async document(
    @CurrentUser() user: Principal,
    @Param('type', documentType) type: DocumentType,
    @Query() query: DocumentRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const { pdf, filename } = await this.commands.execute(new RequestDocumentCommand(type, query.id, user.id));
    // Health data: never kept by shared caches.
    response.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `inline; filename="${filename}"` });
  }
}
