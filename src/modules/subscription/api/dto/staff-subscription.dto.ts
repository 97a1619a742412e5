import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsOptional, IsString, MaxLength, Min, ValidateBy } from 'class-validator';
import { isRealCalendarDate } from '../../../../shared/domain/calendar-date';
import { PageField, PageSizeField } from '../../../../shared/http/field-rules';
import { ITEM_STATUSES, SUBSCRIPTION_STATUSES, type ItemStatus, type SubscriptionStatus } from '../../domain/subscription-status';
import { SavedCardView } from './checkout.dto';

const DATE_MESSAGE = 'Please enter a real date as YYYY-MM-DD.';
/** Spec §5: dates are sent as YYYY-MM-DD; 2025-02-30 is refused as much as 05/01/2025. */
const CalendarDateField = (description: string) =>
  applyDecorators(
    ApiProperty({ example: '2026-12-01', format: 'date', description }),
    IsString({ message: DATE_MESSAGE }),
    ValidateBy({ name: 'isRealCalendarDate', validator: { validate: (value) => typeof value === 'string' && isRealCalendarDate(value), defaultMessage: () => DATE_MESSAGE } }),
  );

const IdField = (name: string, description: string) =>
  applyDecorators(
    ApiProperty({ description }),
    Type(() => Number),
    IsInt({ message: `The ${name} must be a whole number.` }),
    Min(1, { message: `The ${name} must be a whole number.` }),
  );

/** Most that one page (the list's 'All') returns; the screen says when there are more. */
export const MAX_PER_PAGE = 1000;

export class StaffSubscriptionListRequest {
  @ApiPropertyOptional({ description: 'Customer name or email, order id, or provider subscription id; trimmed and lower-cased' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value))
  @IsString({ message: 'The keyword must be text.' })
  @MaxLength(100, { message: 'The keyword must be at most 100 characters.' })
  keyword?: string;

  @ApiPropertyOptional({ enum: [...SUBSCRIPTION_STATUSES, 'all'], default: 'review' })
  @IsOptional()
  @IsIn([...SUBSCRIPTION_STATUSES, 'all'], { message: 'Please choose a status from the list.' })
  status?: SubscriptionStatus | 'all';

  @ApiPropertyOptional({ description: 'A treatment plan id' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The treatment must be a plan id.' })
  @Min(1, { message: 'The treatment must be a plan id.' })
  treatment?: number;

  @ApiPropertyOptional({ enum: [0, 1], description: '1: only subscriptions with order-risk flags a prescriber has not acknowledged yet' })
  @IsOptional()
  @Type(() => Number)
  @IsIn([0, 1], { message: 'flagged must be 0 or 1.' })
  flagged?: 0 | 1;

  @PageField()
  page?: number;

  @PageSizeField({ defaultSize: 10, max: MAX_PER_PAGE, description: `10, 25, 50, 100, or up to ${MAX_PER_PAGE} for 'All'` })
  perPage?: number;

  @ApiPropertyOptional({ enum: [0, 1], description: "1: the 'Waiting for Shipping' list (status shipping), as the original sent it" })
  @IsOptional()
  @Type(() => Number)
  @IsIn([0, 1], { message: 'shipping must be 0 or 1.' })
  shipping?: 0 | 1;
}

export class StaffListCustomerView {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
}

export class ProviderReferenceView {
  @ApiProperty({ enum: ['subscription', 'payment', 'customer'], description: 'What the id is at the provider: a subscription (imported ones), the latest payment, or the customer' })
  kind: 'subscription' | 'payment' | 'customer';
  @ApiProperty({ description: 'The provider\'s id, e.g. pi_… or cus_…' }) id: string;
  @ApiProperty({ type: String, nullable: true, description: "The provider dashboard's page for it; null where there is none (the sandbox)" }) dashboardUrl: string | null;
}

export class StaffSubscriptionRowView {
  @ApiProperty() id: number;
  @ApiProperty({ type: StaffListCustomerView }) customer: StaffListCustomerView;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES }) status: SubscriptionStatus;
  @ApiProperty({ type: String, nullable: true }) stripeSubscriptionId: string | null;
  @ApiProperty({ type: ProviderReferenceView, nullable: true }) providerReference: ProviderReferenceView | null;
  @ApiProperty() treatment: string;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) dueAt: string | null;
  @ApiProperty({ type: String, nullable: true }) currentItemCode: string | null;
  @ApiProperty({ description: 'The current item is 850C: the row is shown yellow' }) highlighted: boolean;
  @ApiProperty({ description: 'Order-risk flags a prescriber has not acknowledged yet' }) openRiskFlags: number;
}

export class StaffSubscriptionListResponse {
  @ApiProperty() total: number;
  @ApiProperty({ type: [StaffSubscriptionRowView] }) data: StaffSubscriptionRowView[];
  @ApiProperty() customerMatchesCapped: boolean;
}

export class StaffSubscriptionIdQuery {
  @IdField('id', 'The subscription')
  id: number;
}

export class StaffItemView {
  @ApiProperty() id: number;
  @ApiProperty() position: number;
  @ApiProperty() catalogueItemId: number;
  @ApiProperty() code: string;
  @ApiProperty() name: string;
  @ApiProperty() pricePence: number;
  @ApiProperty({ type: Number, nullable: true }) transactionPricePence: number | null;
  @ApiProperty({ type: String, nullable: true }) interval: string | null;
  @ApiProperty({ type: Number, nullable: true }) intervalCount: number | null;
  @ApiProperty({ enum: ITEM_STATUSES }) status: ItemStatus;
  @ApiProperty({ type: String, nullable: true }) paidAt: string | null;
  @ApiProperty({ type: String, nullable: true }) transactionId: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) shippedOn: string | null;
  @ApiProperty({ type: String, nullable: true }) trackingNumber: string | null;
}

/** A booster in the treatment plan: sold without a prescription, shipped in a supply's box. */
export class StaffAddOnView {
  @ApiProperty() code: string;
  @ApiProperty() name: string;
  @ApiProperty() pricePence: number;
  @ApiProperty({ enum: ['once', 'every-delivery'] }) frequency: 'once' | 'every-delivery';
  @ApiProperty({ type: Number, nullable: true, description: 'The supply it was charged and shipped with; null while it waits for the next box' }) supplyItemId: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'DO-000123', description: "That supply's dispatch order reference" }) boxReference: string | null;
}

export class StaffSubscriptionView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES }) status: SubscriptionStatus;
  @ApiProperty() treatment: string;
  @ApiProperty() planName: string;
  @ApiProperty() condition: string;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) dueAt: string | null;
  @ApiProperty() pricePence: number;
  @ApiProperty({ type: String, nullable: true }) stripeSubscriptionId: string | null;
  @ApiProperty({ type: ProviderReferenceView, nullable: true }) providerReference: ProviderReferenceView | null;
  @ApiProperty({ type: String, nullable: true }) pausedUntil: string | null;
  @ApiProperty({ type: String, nullable: true }) prescriptionExpiresOn: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The first day after today the prescription allows the next supply (the earliest next delivery date); null when it allows one today' })
  nextSupplyFrom: string | null;
  @ApiProperty() createdAt: string;
  @ApiProperty({ type: [StaffItemView] }) items: StaffItemView[];
  @ApiProperty({ type: [StaffAddOnView] }) addOns: StaffAddOnView[];
}

export class StaffAddressView {
  @ApiProperty() id: number;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() email: string;
  @ApiProperty() contactNo: string;
  @ApiProperty() address1: string;
  @ApiPropertyOptional() address2?: string;
  @ApiProperty() city: string;
  @ApiProperty() postcode: string;
}

export class StaffCustomerCardView {
  @ApiProperty() id: number;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) mobile: string | null;
  @ApiProperty({ type: String, nullable: true }) birthDate: string | null;
  @ApiProperty({ type: String, nullable: true }) sexAtBirth: string | null;
  @ApiProperty() note: string;
  @ApiProperty() createdAt: string;
  @ApiProperty({ type: StaffAddressView, nullable: true }) address: StaffAddressView | null;
}

export class StaffOldOrderView {
  @ApiProperty({ description: 'The supply (subscription item)' }) id: number;
  @ApiProperty({ example: 'DO-000123', description: "The dispatch order's reference, as on its label, dispatch note and receipt" }) reference: string;
  @ApiProperty({ type: String, nullable: true, example: 'PRX12', description: 'The prescription it was dispensed against' }) scriptRef: string | null;
  @ApiProperty({ enum: ITEM_STATUSES }) status: ItemStatus;
  @ApiProperty({ type: [String] }) codes: string[];
  @ApiProperty({ type: String, nullable: true }) shippedOn: string | null;
  @ApiProperty({ type: String, nullable: true }) trackingNumber: string | null;
}

export class StaffOtherSubscriptionView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES }) status: SubscriptionStatus;
  @ApiProperty() treatment: string;
  @ApiProperty({ type: String, nullable: true }) dueAt: string | null;
}

export class StaffPendingChangeView {
  @ApiProperty({ description: 'The proposal, for POST /v2/admin/form/item-change' }) id: number;
  @ApiProperty({ enum: ['change', 'add'] }) kind: 'change' | 'add';
  @ApiProperty({ type: String, nullable: true, example: '[811C] Acne formula', description: 'The item a change replaces' }) replaces: string | null;
  @ApiProperty({ example: '[870T] Spironolactone 50 mg tablets' }) proposed: string;
  @ApiProperty({ example: 'Nia Adeyemi' }) proposedBy: string;
  @ApiProperty() proposedAt: string;
}

export class StaffSubscriptionDetailResponse {
  @ApiProperty({ type: StaffSubscriptionView }) subscription: StaffSubscriptionView;
  @ApiProperty({ type: StaffCustomerCardView, nullable: true }) customer: StaffCustomerCardView | null;
  @ApiProperty({ type: [StaffOldOrderView] }) oldOrders: StaffOldOrderView[];
  @ApiProperty({ type: [StaffOtherSubscriptionView] }) otherSubscriptions: StaffOtherSubscriptionView[];
  @ApiProperty({ type: StaffPendingChangeView, nullable: true, description: 'A change of medicine waiting for a prescriber (issue 18): until decided, renewals charge and ship only what is prescribed' })
  pendingChange: StaffPendingChangeView | null;
}

export class StaffDueDateRequest {
  @IdField('sub_id', 'The subscription')
  sub_id: number;

  @CalendarDateField('The next delivery and charge date')
  due_at: string;
}

export class StaffEndSubscriptionRequest {
  @IdField('subscription', 'The subscription')
  subscription: number;
}

export class StaffAddItemRequest {
  @IdField('id', 'The subscription')
  id: number;

  @IdField('item_id', 'The catalogue item to add')
  item_id: number;
}

export class StaffChangeItemRequest {
  @IdField('id', 'The subscription item to change')
  id: number;

  @IdField('item_id', 'The catalogue item to change it to')
  item_id: number;
}

export class StaffItemIdRequest {
  @IdField('id', 'The subscription item')
  id: number;
}

export class StaffItemStatusRequest {
  @IdField('id', 'The subscription item')
  id: number;

  @ApiProperty({ enum: ITEM_STATUSES })
  @IsIn([...ITEM_STATUSES], { message: `The status must be one of ${ITEM_STATUSES.join(', ')}.` })
  status: ItemStatus;
}

export class StaffItemShippingRequest {
  @IdField('id', 'The subscription item')
  id: number;

  @CalendarDateField('The dispatch date')
  value: string;
}

export class StaffCardsRequest {
  @ApiProperty({ example: 'chloe@example.com' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsString({ message: 'Please enter a valid email.' })
  @MaxLength(254, { message: 'Please enter a valid email.' })
  email: string;
}

export class StaffCardsResponse {
  @ApiProperty({ description: 'False when no customer has that email' }) found: boolean;
  @ApiProperty({ type: [SavedCardView] }) methods: SavedCardView[];
}

export class StaffStartSubscriptionRequest {
  @ApiProperty({ description: "The customer's email" })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsString({ message: 'Please enter a valid email.' })
  @IsEmail({}, { message: 'Please enter a valid email.' })
  user: string;

  @ApiProperty({ description: "One of the customer's saved cards (pm_...)" })
  @IsString({ message: 'Please choose a payment method' })
  @MaxLength(60, { message: 'Please choose a payment method' })
  pm: string;

  @IdField('plan', 'The treatment plan')
  plan: number;

  @CalendarDateField('The first delivery and charge date')
  startDate: string;
}

export class StaffStartedResponse {
  @ApiProperty() subscriptionId: number;
}

export class StaffActionResponse {
  @ApiProperty({ example: 'Saved.' }) message: string;
}

export class StaffEndedResponse {
  @ApiProperty({ example: 'cancelled' }) status: string;
}
