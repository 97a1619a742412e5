import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/auth/access.decorator';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { UpdateAddressAsStaffCommand } from '../application/commands/update-address-as-staff/update-address-as-staff.command';
import { UpdateCustomerNoteCommand } from '../application/commands/update-customer-note/update-customer-note.command';
import { CustomerNoteRequest, NoteSavedResponse, StaffAddressRequest, StaffAddressSavedResponse } from './dto/staff.dto';

/** Staff edit a customer's address and keep their private note on them (spec §7 Admin); each change is audited. */
@ApiTags('admin')
@Access('admin')
@Controller()
export class StaffCustomerController {
  constructor(private readonly commands: CommandBus) {}

  @Post('v2/admin/form/update-user-address')
  @HttpCode(200)
  @ApiOkResponse({ type: StaffAddressSavedResponse })
  async updateAddress(@CurrentUser() admin: Principal, @Body() body: StaffAddressRequest): Promise<StaffAddressSavedResponse> {
    const { address_id, first_name, last_name, email, contact_no, address_1, address_2, city, postcode } = body;
    await this.commands.execute(
      new UpdateAddressAsStaffCommand(admin.id, address_id, { firstName: first_name, lastName: last_name, email: email.toLowerCase(), contactNo: contact_no, address1: address_1, address2: address_2?.trim() || undefined, city, postcode }),
    );
    return { message: 'Address updated.' };
  }

  @Post('admin/order/update-user-note')
  @HttpCode(200)
  @ApiOkResponse({ type: NoteSavedResponse })
  async updateNote(@CurrentUser() admin: Principal, @Body() body: CustomerNoteRequest): Promise<NoteSavedResponse> {
    await this.commands.execute(new UpdateCustomerNoteCommand(admin.id, body.user, body.note));
    return { success: true };
  }
}
