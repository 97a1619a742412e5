import { Controller, Get, NotFoundException } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { GetAccountSummaryQuery } from '../application/queries/get-account-summary/get-account-summary.query';
import { SessionUser } from './dto/auth.dto';

/** The signed-in customer's own account; the account area builds on it. */
@ApiTags('profile')
@Access('customer')
@Controller('v2/profile/data')
export class ProfileController {
  constructor(private readonly queries: QueryBus) {}

  @Get('account')
  @ApiOkResponse({ type: SessionUser })
  async account(@CurrentUser() principal: Principal): Promise<SessionUser> {
    const account = await this.queries.execute(new GetAccountSummaryQuery(principal.id));
    if (!account) throw new NotFoundException('Your account no longer exists.');
    return account;
  }
}
