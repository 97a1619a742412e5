import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsString, MaxLength, Min } from 'class-validator';
import { AddressFields } from '../../../../shared/http/address-fields';

export class StaffAddressRequest extends AddressFields('the') {
  @ApiProperty({ description: 'The address to correct' })
  @Type(() => Number)
  @IsInt({ message: 'The address_id must be a whole number.' })
  @Min(1, { message: 'The address_id must be a whole number.' })
  address_id: number;
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
