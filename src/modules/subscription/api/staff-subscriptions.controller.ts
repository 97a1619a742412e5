import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { AddSubscriptionItemCommand } from '../application/commands/add-item/add-item.command';
import { ChangeDueDateCommand } from '../application/commands/change-due-date/change-due-date.command';
import { ChangeSubscriptionItemCommand } from '../application/commands/change-item/change-item.command';
import type { StaffItemChangeOutcome } from '../application/item-change-proposals';
import { EndSubscriptionCommand } from '../application/commands/end-subscription/end-subscription.command';
import { RemoveSubscriptionItemCommand } from '../application/commands/remove-item/remove-item.command';
import { SetItemShippingDateCommand } from '../application/commands/set-item-shipping-date/set-item-shipping-date.command';
import { SetItemStatusCommand } from '../application/commands/set-item-status/set-item-status.command';
import { StartSubscriptionForCustomerCommand } from '../application/commands/start-subscription-for-customer/start-subscription-for-customer.command';
import { GetSubscriptionForStaffQuery } from '../application/queries/get-subscription-for-staff/get-subscription-for-staff.query';
import { ListCustomerCardsQuery } from '../application/queries/list-customer-cards/list-customer-cards.query';
import { ListSubscriptionsForStaffQuery } from '../application/queries/list-subscriptions-for-staff/list-subscriptions-for-staff.query';
import { savedCardView } from './dto/checkout.dto';
import {
  StaffActionResponse,
  StaffAddItemRequest,
  StaffCardsRequest,
  StaffCardsResponse,
  StaffChangeItemRequest,
  StaffDueDateRequest,
  StaffEndedResponse,
  StaffEndSubscriptionRequest,
  StaffItemIdRequest,
  StaffItemShippingRequest,
  StaffItemStatusRequest,
  StaffStartedResponse,
  StaffStartSubscriptionRequest,
  StaffSubscriptionDetailResponse,
  StaffSubscriptionIdQuery,
  StaffSubscriptionListRequest,
  StaffSubscriptionListResponse,
} from './dto/staff-subscription.dto';

const SAVED: StaffActionResponse = { message: 'Saved.' };
/** A change of medicine under a live prescription waits for a prescriber (issue 18): the answer says so. */
const PROPOSED: StaffActionResponse = { message: 'Sent to a prescriber: the change takes effect once they approve it with a new prescription.' };
const outcomeMessage = (outcome: StaffItemChangeOutcome) => (outcome === 'proposed' ? PROPOSED : SAVED);

/** The back office's subscription calls (spec §7 Admin). Every change is checked against the rules and audited. */
@ApiTags('admin')
@Access('admin')
@Controller('v2/admin')
export class StaffSubscriptionsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get('form/get-subscriptions')
  @ApiOkResponse({ type: StaffSubscriptionListResponse })
  list(@Query() request: StaffSubscriptionListRequest): Promise<StaffSubscriptionListResponse> {
    const status = request.shipping === 1 ? 'shipping' : (request.status ?? 'review');
    return this.queries.execute(
      new ListSubscriptionsForStaffQuery({ keyword: request.keyword, status: status === 'all' ? undefined : status, planId: request.treatment, flagged: request.flagged === 1, page: request.page ?? 1, perPage: request.perPage ?? 10 }),
    );
  }

  @Get('data/subscription')
  @ApiOkResponse({ type: StaffSubscriptionDetailResponse })
  detail(@Query() { id }: StaffSubscriptionIdQuery): Promise<StaffSubscriptionDetailResponse> {
    return this.queries.execute(new GetSubscriptionForStaffQuery(id));
  }

  @Get('data/get-user-payment-methods')
  @ApiOkResponse({ type: StaffCardsResponse })
  async paymentMethods(@Query() { email }: StaffCardsRequest): Promise<StaffCardsResponse> {
    const { found, methods } = await this.queries.execute(new ListCustomerCardsQuery(email));
    return { found, methods: methods.map(savedCardView) };
  }

  @Post('form/start-user-subscription')
  @HttpCode(200)
  @ApiOkResponse({ type: StaffStartedResponse })
  start(@CurrentUser() admin: Principal, @Body() body: StaffStartSubscriptionRequest): Promise<StaffStartedResponse> {
    return this.commands.execute(new StartSubscriptionForCustomerCommand(admin.id, body.user, body.pm, body.plan, body.startDate));
  }

  @Post('form/subscription/update-date')
  @HttpCode(200)
  @ApiOkResponse({ type: StaffActionResponse })
  async updateDate(@CurrentUser() admin: Principal, @Body() body: StaffDueDateRequest): Promise<StaffActionResponse> {
    await this.commands.execute(new ChangeDueDateCommand(admin.id, body.sub_id, body.due_at));
    return SAVED;
  }

  @Post('form/end-subscription')
  @HttpCode(200)
  @ApiOkResponse({ type: StaffEndedResponse })
  end(@CurrentUser() admin: Principal, @Body() body: StaffEndSubscriptionRequest): Promise<StaffEndedResponse> {
    return this.commands.execute(new EndSubscriptionCommand(admin.id, body.subscription));
  }

  @Post('form/subscription/add-item')
  @HttpCode(200)
  @ApiOkResponse({ type: StaffActionResponse })
  async addItem(@CurrentUser() admin: Principal, @Body() body: StaffAddItemRequest): Promise<StaffActionResponse> {
    return outcomeMessage(await this.commands.execute(new AddSubscriptionItemCommand(admin.id, body.id, body.item_id)));
  }

  @Post('form/subscription/change-item')
  @HttpCode(200)
  @ApiOkResponse({ type: StaffActionResponse })
  async changeItem(@CurrentUser() admin: Principal, @Body() body: StaffChangeItemRequest): Promise<StaffActionResponse> {
    return outcomeMessage(await this.commands.execute(new ChangeSubscriptionItemCommand(admin.id, body.id, body.item_id)));
  }

  @Post('form/subscription/remove-item')
  @HttpCode(200)
  @ApiOkResponse({ type: StaffActionResponse })
  async removeItem(@CurrentUser() admin: Principal, @Body() body: StaffItemIdRequest): Promise<StaffActionResponse> {
    await this.commands.execute(new RemoveSubscriptionItemCommand(admin.id, body.id));
    return SAVED;
  }

  @Post('form/subscription/update-item-status')
  @HttpCode(200)
  @ApiOkResponse({ type: StaffActionResponse })
  async itemStatus(@CurrentUser() admin: Principal, @Body() body: StaffItemStatusRequest): Promise<StaffActionResponse> {
    await this.commands.execute(new SetItemStatusCommand(admin.id, body.id, body.status));
    return SAVED;
  }

  @Post('form/subscription/update-item-shipping')
  @HttpCode(200)
  @ApiOkResponse({ type: StaffActionResponse })
  async itemShipping(@CurrentUser() admin: Principal, @Body() body: StaffItemShippingRequest): Promise<StaffActionResponse> {
    await this.commands.execute(new SetItemShippingDateCommand(admin.id, body.id, body.value));
    return SAVED;
  }
}
