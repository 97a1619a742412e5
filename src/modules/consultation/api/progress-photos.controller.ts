import { Controller, Get, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { SingleFileUpload } from '../../../shared/http/single-file-upload';
import { RateLimiter } from '../../../shared/rate-limit/rate-limiter.service';
import { AddProgressPhotoCommand } from '../application/commands/add-progress-photo/add-progress-photo.command';
import { ListProgressPhotosQuery } from '../application/queries/list-progress-photos/list-progress-photos.query';
import { PhotoNotAnImageError } from '../domain/consultation.errors';
import { MAX_PHOTO_BYTES } from '../infrastructure/photo-processing';
import { ProgressPhotoItem, ProgressPhotosResponse } from './dto/progress-photo.dto';

/** The part of multer's file this controller reads. */
interface UploadedPhoto {
  buffer: Buffer;
}

/** A day's worth of progress photos is a handful; more is a mistake or abuse of private storage. */
const PROGRESS_PHOTOS_PER_DAY = { name: 'progress-photos', points: 30, durationSeconds: 24 * 60 * 60 };

/** The customer's own progress photos (spec §7 Customer): only ever their own, no call takes a customer id. */
@ApiTags('profile')
@Access('customer')
@Controller('v2/profile')
export class ProgressPhotosController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly limits: RateLimiter,
  ) {}

  @Get('data/photos')
  @ApiOkResponse({ type: ProgressPhotosResponse })
  async photos(@CurrentUser() customer: Principal): Promise<ProgressPhotosResponse> {
    return { photos: await this.queries.execute(new ListProgressPhotosQuery(customer.id)) };
  }

  @Post('form/upload-photo')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['photo'], properties: { photo: { type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 10 MB' } } } })
  @ApiOkResponse({ type: ProgressPhotoItem })
  @UseInterceptors(SingleFileUpload('photo', MAX_PHOTO_BYTES, 'Photos must be 10 MB or smaller.'))
  async upload(@CurrentUser() customer: Principal, @UploadedFile() photo: UploadedPhoto | undefined): Promise<ProgressPhotoItem> {
    if (!photo) throw new PhotoNotAnImageError();
    await this.limits.consume(PROGRESS_PHOTOS_PER_DAY, String(customer.id));
    return this.commands.execute(new AddProgressPhotoCommand(customer.id, photo.buffer));
  }
}
