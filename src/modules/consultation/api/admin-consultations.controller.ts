import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { IdParam } from '../../../shared/http/id-param';
import { ListConsultationSubmissionsQuery } from '../application/queries/list-consultation-submissions/list-consultation-submissions.query';
import { ConsultationSubmissionView } from './dto/consultation.dto';

/** The clinical team reads a patient's submitted consultations, flags first. */
@ApiTags('admin')
@Access('admin')
@Controller('v2/admin/data/consultations')
export class AdminConsultationsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiQuery({ name: 'user_id', type: Number })
  @ApiOkResponse({ type: [ConsultationSubmissionView] })
  submissions(@Query('user_id', IdParam('user_id')) userId: number): Promise<ConsultationSubmissionView[]> {
    return this.queries.execute(new ListConsultationSubmissionsQuery(userId));
  }
}
