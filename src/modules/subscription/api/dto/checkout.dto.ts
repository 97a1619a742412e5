import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { PreviewItemView } from './proposal.dto';
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

export class ClientSecretResponse {
  @ApiProperty() clientSecret: string;
}

export class StartSubscriptionRequest {
  @ApiProperty({ description: 'A saved card (pm_...)' })
  @IsString({ message: 'Please choose a payment method' })
  @MaxLength(60, { message: 'Please choose a payment method' })
  paymentMethod: string;
}

export class StartSubscriptionResponse {
  @ApiProperty() clientSecret: string;
  @ApiProperty() subscriptionId: number;
  @ApiProperty({ enum: ['succeeded', 'requires_action', 'requires_payment_method', 'processing', 'canceled'], description: 'requires_action: the card needs authentication in the browser before confirm-subscription' })
  status: string;
}

export class ConfirmSubscriptionRequest {
  @ApiProperty()
  @Type(() => Number)
  @IsInt({ message: 'The subscription must be a whole number.' })
  subscription: number;
}

export class SubscriptionStatusResponse {
  @ApiProperty({ example: 'review' }) status: string;
}

export class CheckoutUserView {
  @ApiProperty() first_name: string;
  @ApiProperty() last_name: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
}

export class AddressView {
  @ApiProperty() first_name: string;
  @ApiProperty() last_name: string;
  @ApiProperty() email: string;
  @ApiProperty() contact_no: string;
  @ApiProperty() address_1: string;
  @ApiProperty() address_2: string;
  @ApiProperty() city: string;
  @ApiProperty() postcode: string;
}

export class SavedCardView {
  @ApiProperty() id: string;
  @ApiProperty() brand: string;
  @ApiProperty() last4: string;
  @ApiProperty() exp_month: number;
  @ApiProperty() exp_year: number;
  @ApiProperty({ type: String, nullable: true }) holder_name: string | null;
}

export class CheckoutPageResponse {
  @ApiProperty() subscriptionId: number;
  @ApiProperty({ type: CheckoutUserView }) user: CheckoutUserView;
  @ApiProperty({ type: AddressView, nullable: true }) address: AddressView | null;
  @ApiProperty({ type: PreviewItemView }) treatment: PreviewItemView;
  @ApiProperty({ type: PromoView, nullable: true, description: 'The promo already applied' }) code: PromoView | null;
  @ApiProperty({ type: PriceView }) price: PriceView;
  @ApiProperty({ type: [SavedCardView] }) methods: SavedCardView[];
  @ApiProperty({ enum: ['stripe', 'sandbox'], description: "sandbox: use the shop's own card form and /sandbox-provider; stripe: Stripe Elements" }) provider: string;
  @ApiProperty({ description: "The provider's publishable key" }) stripePublic: string;
}
