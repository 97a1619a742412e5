import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { RequiresRecentSecondFactor } from '../../../shared/auth/second-factor';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { SignInAsResponsiblePharmacistCommand } from '../application/commands/sign-in-as-responsible-pharmacist/sign-in-as-responsible-pharmacist.command';
import { SignOutAsResponsiblePharmacistCommand } from '../application/commands/sign-out-as-responsible-pharmacist/sign-out-as-responsible-pharmacist.command';
import { GetPharmacistProfileQuery } from '../application/queries/get-pharmacist-profile/get-pharmacist-profile.query';
import { GetResponsiblePharmacistQuery } from '../application/queries/get-responsible-pharmacist/get-responsible-pharmacist.query';
import { ListResponsiblePharmacistRecordsQuery } from '../application/queries/list-responsible-pharmacist-records/list-responsible-pharmacist-records.query';
import { PharmacyStatusResponse, ResponsiblePharmacistRecordsRequest, ResponsiblePharmacistRecordsResponse, ResponsiblePharmacistRecordView } from './dto/pharmacy.dto';

/** The Responsible Pharmacist record: who is in charge of the premises, signing in and out, and the record itself. */
@ApiTags('admin')
@Access('admin')
@Controller('v2/admin')
export class ResponsiblePharmacistController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('data/pharmacy-status')
  @ApiOkResponse({ type: PharmacyStatusResponse })
  async status(@CurrentUser() user: Principal): Promise<PharmacyStatusResponse> {
    const [responsible, pharmacist] = await Promise.all([this.queries.execute(new GetResponsiblePharmacistQuery()), this.queries.execute(new GetPharmacistProfileQuery(user.id))]);
    return { responsible_pharmacist: responsible, pharmacist };
  }

  @Get('data/responsible-pharmacist/records')
  @ApiOkResponse({ type: ResponsiblePharmacistRecordsResponse })
  records(@Query() query: ResponsiblePharmacistRecordsRequest): Promise<ResponsiblePharmacistRecordsResponse> {
    return this.queries.execute(new ListResponsiblePharmacistRecordsQuery(query.page, query.perPage));
  }

  @Post('form/responsible-pharmacist/sign-in')
  @RequiresRecentSecondFactor()
  @HttpCode(200)
  @ApiOkResponse({ type: ResponsiblePharmacistRecordView })
  signIn(@CurrentUser() user: Principal): Promise<ResponsiblePharmacistRecordView> {
    return this.commands.execute(new SignInAsResponsiblePharmacistCommand(user.id));
  }

  @Post('form/responsible-pharmacist/sign-out')
  @RequiresRecentSecondFactor()
  @HttpCode(200)
  @ApiOkResponse({ type: ResponsiblePharmacistRecordView })
  signOut(@CurrentUser() user: Principal): Promise<ResponsiblePharmacistRecordView> {
    return this.commands.execute(new SignOutAsResponsiblePharmacistCommand(user.id));
  }
}
