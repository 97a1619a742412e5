import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { ErrorBody } from '../../../shared/http/error-body';
import { CancelSubscriptionCommand } from '../application/commands/cancel-subscription/cancel-subscription.command';
import { ChangePaymentMethodCommand } from '../application/commands/change-payment-method/change-payment-method.command';
import { PauseSubscriptionCommand } from '../application/commands/pause-subscription/pause-subscription.command';
import { PostponeDeliveryCommand } from '../application/commands/postpone-delivery/postpone-delivery.command';
import { ResumeSubscriptionCommand } from '../application/commands/resume-subscription/resume-subscription.command';
import { UpdateDeliveryDateCommand } from '../application/commands/update-delivery-date/update-delivery-date.command';
import { SendNextBoxNowCommand } from '../application/commands/send-next-box-now/send-next-box-now.command';
import { AddAddOnCommand } from '../application/commands/add-add-on/add-add-on.command';
import { RemoveAddOnCommand } from '../application/commands/remove-add-on/remove-add-on.command';
import type { SelfServiceResult } from '../application/customer-subscriptions';
import {
  AddAddOnRequest,
  AddOnRemovedResponse,
  AddOnView,
  RemoveAddOnRequest,
  CancelSubscriptionRequest,
  ChangePaymentMethodRequest,
  ChangePaymentMethodResponse,
  PauseSubscriptionRequest,
  PostponeDeliveryRequest,
  ResumeSubscriptionRequest,
  SendNextBoxNowRequest,
  SendNextBoxNowResponse,
  SubscriptionChangeResponse,
  UpdateDeliveryDateRequest,
} from './dto/account.dto';

const view = (result: SelfServiceResult): SubscriptionChangeResponse => ({ id: result.id, status: result.status, due_at: result.dueAt, paused_until: result.pausedUntil });

/** The customer's own subscription self-service (spec §7 Customer); each call checks the subscription is theirs. */
@ApiTags('account')
@Access('customer')
@ApiNotFoundResponse({ type: ErrorBody, description: 'No such subscription among the customer’s own' })
@ApiBadRequestResponse({ type: ErrorBody })
@ApiConflictResponse({ type: ErrorBody, description: 'Not possible in the subscription’s status' })
@Controller('v2/subscription/form')
export class AccountSubscriptionController {
  constructor(private readonly commands: CommandBus) {}

  @Post('update-date')
  @HttpCode(200)
  @ApiOkResponse({ type: SubscriptionChangeResponse })
  async updateDate(@CurrentUser() customer: Principal, @Body() body: UpdateDeliveryDateRequest): Promise<SubscriptionChangeResponse> {
    return view(await this.commands.execute(new UpdateDeliveryDateCommand(customer.id, body.sub_id, body.due_at)));
  }

  @Post('change-payment-method')
  @HttpCode(200)
  @ApiOkResponse({ type: ChangePaymentMethodResponse })
  async changePaymentMethod(@CurrentUser() customer: Principal, @Body() body: ChangePaymentMethodRequest): Promise<ChangePaymentMethodResponse> {
    const { clientSecret } = await this.commands.execute(new ChangePaymentMethodCommand(customer.id, body.subscription, body.payment_method.trim()));
    return { message: 'Your payment method has been successfully updated.', clientSecret };
  }

  @Post('cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: SubscriptionChangeResponse })
  async cancel(@CurrentUser() customer: Principal, @Body() body: CancelSubscriptionRequest): Promise<SubscriptionChangeResponse> {
    return view(await this.commands.execute(new CancelSubscriptionCommand(customer.id, body.subscription, body.reason)));
  }

  @Post('postpone')
  @HttpCode(200)
  @ApiOkResponse({ type: SubscriptionChangeResponse })
  async postpone(@CurrentUser() customer: Principal, @Body() body: PostponeDeliveryRequest): Promise<SubscriptionChangeResponse> {
    return view(await this.commands.execute(new PostponeDeliveryCommand(customer.id, body.subscription, body.weeks)));
  }

  @Post('pause')
  @HttpCode(200)
  @ApiOkResponse({ type: SubscriptionChangeResponse })
  async pause(@CurrentUser() customer: Principal, @Body() body: PauseSubscriptionRequest): Promise<SubscriptionChangeResponse> {
    return view(await this.commands.execute(new PauseSubscriptionCommand(customer.id, body.subscription, body.resume_on)));
  }

  /** The next supply charged and sent today (docs/customer-account.md, 'Send the next box now'); 409 with the reason when refused. */
  @Post('send-now')
  @HttpCode(200)
  @ApiOkResponse({ type: SendNextBoxNowResponse })
  async sendNow(@CurrentUser() customer: Principal, @Body() body: SendNextBoxNowRequest): Promise<SendNextBoxNowResponse> {
    const result = await this.commands.execute(new SendNextBoxNowCommand(customer.id, body.subscription, body.due_on));
    return { ...view(result), outcome: result.outcome };
  }

  @Post('resume')
  @HttpCode(200)
  @ApiOkResponse({ type: SubscriptionChangeResponse })
  async resume(@CurrentUser() customer: Principal, @Body() body: ResumeSubscriptionRequest): Promise<SubscriptionChangeResponse> {
    return view(await this.commands.execute(new ResumeSubscriptionCommand(customer.id, body.subscription)));
  }

  /** A booster into the next box; 409 when out of stock, already there, or the treatment is not active. */
  @Post('add-on')
  @HttpCode(200)
  @ApiOkResponse({ type: AddOnView })
  async addAddOn(@CurrentUser() customer: Principal, @Body() body: AddAddOnRequest): Promise<AddOnView> {
    const added = await this.commands.execute(new AddAddOnCommand(customer.id, body.subscription, body.catalogue_item_id, body.frequency));
    return { id: added.id, code: added.code, name: added.name, price_pence: added.pricePence, frequency: added.frequency };
  }

  @Post('remove-add-on')
  @HttpCode(200)
  @ApiOkResponse({ type: AddOnRemovedResponse })
  async removeAddOn(@CurrentUser() customer: Principal, @Body() body: RemoveAddOnRequest): Promise<AddOnRemovedResponse> {
    await this.commands.execute(new RemoveAddOnCommand(customer.id, body.subscription, body.add_on));
    return { message: 'Removed from your next box.' };
  }
}
