import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { EmailField, NameField, PhoneField, PostcodeField, TextField } from '../../../../shared/http/field-rules';

export class StaffAddressRequest {
  @ApiProperty({ description: 'The address to correct' })
  @Type(() => Number)
  @IsInt({ message: 'The address_id must be a whole number.' })
  @Min(1, { message: 'The address_id must be a whole number.' })
  address_id: number;

  @NameField('First name is required.')
  first_name: string;

  @NameField('Last name is required.')
  last_name: string;

  @EmailField()
  email: string;

  @PhoneField()
  contact_no: string;

  @TextField('Please enter the first line of the address.', 200)
  address_1: string;

  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @IsString({ message: 'Please keep this under 200 characters.' })
  @MaxLength(200, { message: 'Please keep this under 200 characters.' })
  address_2?: string;

  @PostcodeField()
  postcode: string;

  @TextField('Please enter the town or city.', 100)
  city: string;
}

export class CustomerNoteRequest {
  @ApiProperty({ description: 'The customer' })
  @Type(() => Number)
  @IsInt({ message: 'The user must be a whole number.' })
  @Min(1, { message: 'The user must be a whole number.' })
  user: number;

  @ApiProperty({ maxLength: 10000, description: 'The whole note; empty clears it' })
  @IsString({ message: 'The note must be text.' })
  @MaxLength(10000, { message: 'Please keep the note under 10,000 characters.' })
  note: string;
}

export class NoteSavedResponse {
  @ApiProperty({ example: true }) success: boolean;
}

export class StaffAddressSavedResponse {
  @ApiProperty({ example: 'Address updated.' }) message: string;
}
