import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { GetRegulatoryInformationQuery } from '../application/queries/get-regulatory-information/get-regulatory-information.query';
import { RegulatoryInformationResponse } from './dto/pharmacy.dto';

/** The public 'Regulatory information' page's data, and the footer's registration number. */
@ApiTags('content')
@Access('public')
@Controller('content')
export class RegulatoryInformationController {
  constructor(private readonly queries: QueryBus) {}

  @Get('regulatory-information')
  @ApiOkResponse({ type: RegulatoryInformationResponse })
  regulatoryInformation(): Promise<RegulatoryInformationResponse> {
    return this.queries.execute(new GetRegulatoryInformationQuery());
  }
}
