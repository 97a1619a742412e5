import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { IdParam } from '../../../shared/http/id-param';
import { ListProgressPhotosQuery } from '../application/queries/list-progress-photos/list-progress-photos.query';
import { ProgressPhotosResponse } from './dto/progress-photo.dto';

/** The clinical team sees a customer's progress photos next to their conversation. */
@ApiTags('admin')
@Access('admin')
@Controller('v2/admin/data/progress-photos')
export class AdminProgressPhotosController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiQuery({ name: 'user_id', type: Number })
  @ApiOkResponse({ type: ProgressPhotosResponse })
  async photos(@Query('user_id', IdParam('user_id')) userId: number): Promise<ProgressPhotosResponse> {
    return { photos: await this.queries.execute(new ListProgressPhotosQuery(userId)) };
  }
}
