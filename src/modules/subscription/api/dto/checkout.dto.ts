import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsString, MaxLength } from 'class-validator';
import type { PostalAddress } from '../../../identity';
import type { SavedCard } from '../../application/payment-gateway';
import { PreviewItemView } from './proposal.dto';
import { AddressFields } from '../../../../shared/http/address-fields';
import { NameField, PhoneField } from '../../../../shared/http/field-rules';

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
export class BillingInfoRequest extends AddressFields('your') {}

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

/** A saved address as the customer's pages show it (no second line is an empty string). */
export const addressView = (address: PostalAddress | null): AddressView | null =>
  address && {
    first_name: address.firstName,
    last_name: address.lastName,
    email: address.email,
    contact_no: address.contactNo,
    address_1: address.address1,
    address_2: address.address2 ?? '',
    city: address.city,
    postcode: address.postcode,
  };

export const savedCardView = (card: SavedCard): SavedCardView => ({ id: card.id, brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear, holder_name: card.holderName });

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
