import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { EmailField, NameField, PhoneField, PostcodeField, TextField } from '../../../../shared/http/field-rules';

/** Checkout step 1, Patient Details (spec §7 Checkout: name, surname, phone). */
export class CustomerInfoRequest {
  @NameField('First name is required.')
  name: string;

  @NameField('Last name is required.')
  surname: string;

  @PhoneField()
  phone: string;
}

/** Checkout step 2, Your Address, and the account's billing edit (spec §7). */
export class BillingInfoRequest {
  @NameField('First name is required.')
  first_name: string;

  @NameField('Last name is required.')
  last_name: string;

  @EmailField()
  email: string;

  @PhoneField()
  contact_no: string;

  @TextField('Please enter the first line of your address.', 200)
  address_1: string;

  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @IsString({ message: 'Please keep this under 200 characters.' })
  @MaxLength(200, { message: 'Please keep this under 200 characters.' })
  address_2?: string;

  @PostcodeField()
  postcode: string;

  @TextField('Please enter your town or city.', 100)
  city: string;
}

export class SavedResponse {
  @ApiProperty() message: string;
}

export class ApplyCodeRequest {
  @ApiProperty({ maxLength: 40, description: 'A promo code or a friend’s referral code; trimmed, any case. Empty removes the code.' })
  @IsString({ message: 'Invalid promo code' })
  @MaxLength(40, { message: 'Invalid promo code' })
  code: string;
}

export class PromoView {
  @ApiProperty() code: string;
  @ApiProperty() title: string;
  @ApiProperty({ enum: ['once', 'repeating', 'forever'] }) duration: string;
  @ApiProperty({ enum: ['percentage', 'fixed'] }) type: 'percentage' | 'fixed';
  @ApiProperty({ description: 'Percent for percentage, pounds for fixed' }) value: number;
}

export class PriceView {
  @ApiProperty() original_pence: number;
  @ApiProperty() discount_pence: number;
  @ApiProperty({ description: 'Referral credit taken off' }) credit_pence: number;
  @ApiProperty({ description: 'What will be charged' }) total_pence: number;
}

export class ApplyCodeResponse {
  @ApiProperty({ type: PromoView, nullable: true }) promo: PromoView | null;
  @ApiProperty({ type: PriceView }) price: PriceView;
}
