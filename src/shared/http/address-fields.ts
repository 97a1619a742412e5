import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { EmailField, NameField, PhoneField, PostcodeField, TextField } from './field-rules';

/**
 * The name, contact details and UK address every address form takes: checkout and the
 * account (`whose` 'your', the customer's own) and staff correcting a customer's ('the').
 * A request class extends the class this returns and adds its own fields.
 */
export function AddressFields(whose: 'your' | 'the') {
  class Address {
    @NameField('First name is required.')
    first_name: string;

    @NameField('Last name is required.')
    last_name: string;

    @EmailField()
    email: string;

    @PhoneField()
    contact_no: string;

    @TextField(`Please enter the first line of ${whose} address.`, 200)
    address_1: string;

    @ApiPropertyOptional({ maxLength: 200 })
    @IsOptional()
    @IsString({ message: 'Please keep this under 200 characters.' })
    @MaxLength(200, { message: 'Please keep this under 200 characters.' })
    address_2?: string;

    @PostcodeField()
    postcode: string;

    @TextField(`Please enter ${whose} town or city.`, 100)
    city: string;
  }
  return Address;
}
