import { Controller, Get, UseInterceptors } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PublicReadInterceptor } from '../../../shared/public-reads/public-read.interceptor';
import { Access } from '../../../shared/auth/access.decorator';
import { GetRegulatoryInformationQuery } from '../application/queries/get-regulatory-information/get-regulatory-information.query';
import { RegulatoryInformationResponse } from './dto/pharmacy.dto';

/** The public 'Regulatory information' page's data, and the footer's registration number. */
@ApiTags('content')
@Access('public')
@Controller('content')
@UseInterceptors(PublicReadInterceptor)
export class RegulatoryInformationController {
  constructor(private readonly queries: QueryBus) {}

  @Get('regulatory-information')
  @ApiOkResponse({ type: RegulatoryInformationResponse })
  regulatoryInformation(): Promise<RegulatoryInformationResponse> {
    return this.queries.execute(new GetRegulatoryInformationQuery());
  }
}
