import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { SaveBillingAddressCommand, UpdateCustomerInfoCommand } from '../../identity';
import { BillingInfoRequest, CustomerInfoRequest, SavedResponse } from './dto/checkout.dto';

/** Checkout steps 1 and 2: who the patient is and where the treatment goes (kept by the identity context). */
@ApiTags('checkout')
@Access('customer')
@Controller('v2/subscription/form')
export class CheckoutDetailsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('update-customer-info')
  @HttpCode(200)
  @ApiOkResponse({ type: SavedResponse })
  async updateCustomerInfo(@CurrentUser() customer: Principal, @Body() body: CustomerInfoRequest): Promise<SavedResponse> {
    await this.commands.execute(new UpdateCustomerInfoCommand(customer.id, { firstName: body.name, lastName: body.surname, phone: body.phone }));
    return { message: 'Saved.' };
  }

  @Post('update-billing-info')
  @HttpCode(200)
  @ApiOkResponse({ type: SavedResponse })
  async updateBillingInfo(@CurrentUser() customer: Principal, @Body() body: BillingInfoRequest): Promise<SavedResponse> {
    await this.commands.execute(
      new SaveBillingAddressCommand(customer.id, {
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email,
        contactNo: body.contact_no,
        address1: body.address_1,
        address2: body.address_2?.trim(),
        city: body.city,
        postcode: body.postcode,
      }),
    );
    return { message: 'Saved.' };
  }
}
