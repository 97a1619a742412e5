import { Body, Controller, Get, HttpCode, Param, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { Res, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Access } from '../../../shared/auth/access.decorator';
import { CurrentUser, isStaffRole, type Principal } from '../../../shared/auth/principal';
import { SingleFileUpload } from '../../../shared/http/single-file-upload';
import { RateLimiter } from '../../../shared/rate-limit/rate-limiter.service';
import { MAX_PHOTO_BYTES } from '../../consultation';
import { AddIdentityPhotoCommand } from '../application/commands/add-identity-photo/add-identity-photo.command';
import { StartIdentityCheckCommand } from '../application/commands/start-identity-check/start-identity-check.command';
import { GetIdentityCheckQuery } from '../application/queries/get-identity-check/get-identity-check.query';
import { ReadIdentityEvidenceQuery } from '../application/queries/read-identity-evidence/read-identity-evidence.query';
import { EVIDENCE_KINDS, type EvidenceKind } from '../domain/evidence-kind';
import { EvidenceMissingError, PhotoKindInvalidError } from '../domain/verification.errors';
import { IdentityCheckResponse, identityCheckResponse, IdentityPhotoResponse, StartIdentityCheckRequest, StartIdentityCheckResponse } from './dto/identity-check.dto';

interface UploadedPhoto {
  buffer: Buffer;
}

/** A few tries at a readable photo is normal; dozens a day is abuse of private storage. */
const IDENTITY_PHOTOS_PER_DAY = { name: 'identity-photos', points: 20, durationSeconds: 24 * 60 * 60 };

/** The patient's own identity check: only ever their own, no call takes a patient id. */
@ApiTags('profile')
@Access('customer')
@Controller('v2')
export class IdentityCheckController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly limits: RateLimiter,
  ) {}

  @Get('profile/data/identity-check')
  @ApiOkResponse({ type: IdentityCheckResponse })
  async mine(@CurrentUser() customer: Principal): Promise<IdentityCheckResponse> {
    return identityCheckResponse(await this.queries.execute(new GetIdentityCheckQuery(customer.id)));
  }

  @Post('profile/form/identity-photo')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['photo', 'kind'],
      properties: { photo: { type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 10 MB' }, kind: { type: 'string', enum: [...EVIDENCE_KINDS] } },
    },
  })
  @ApiOkResponse({ type: IdentityPhotoResponse })
  @UseInterceptors(SingleFileUpload('photo', MAX_PHOTO_BYTES, 'Photos must be 10 MB or smaller.'))
  async upload(@CurrentUser() customer: Principal, @UploadedFile() photo: UploadedPhoto | undefined, @Body() body: { kind?: unknown }): Promise<IdentityPhotoResponse> {
    if (!EVIDENCE_KINDS.includes(body?.kind as EvidenceKind)) throw new PhotoKindInvalidError();
    if (!photo) throw new EvidenceMissingError('a photo');
    await this.limits.consume(IDENTITY_PHOTOS_PER_DAY, String(customer.id));
    return this.commands.execute(new AddIdentityPhotoCommand(customer.id, body.kind as EvidenceKind, photo.buffer));
  }

  @Post('profile/form/verify-identity')
  @HttpCode(200)
  @ApiOkResponse({ type: StartIdentityCheckResponse })
  async start(@CurrentUser() customer: Principal, @Body() body: StartIdentityCheckRequest): Promise<StartIdentityCheckResponse> {
    const started = await this.commands.execute(new StartIdentityCheckCommand(customer.id, body.subscription_id ?? null, body.document_name ?? null));
    return { status: started.status, capture_url: started.captureUrl };
  }

  /** A photo of an identity check, for its owner and staff; every read is audited. */
  @Get('identity-evidence/:id')
  @ApiOkResponse({ description: 'The image', content: { 'image/*': {} } })
  async photo(@CurrentUser() reader: Principal, @Param('id') id: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const file = await this.queries.execute(new ReadIdentityEvidenceQuery(id, { id: reader.id, staff: isStaffRole(reader.role) }));
    response.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(file.contents, { type: file.contentType, disposition: 'inline' });
  }
}
