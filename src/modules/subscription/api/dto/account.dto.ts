import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { SUBSCRIPTION_STATUSES } from '../../domain/subscription-status';
import { IsIn, IsInt, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { POSTPONE_WEEKS } from '../../domain/self-service';
import { AddressView, SavedCardView } from './checkout.dto';
import { ADD_ON_FREQUENCIES, type AddOnFrequency } from '../../../catalogue';

const DATE_FORMAT = /^\d{4}-\d{2}-\d{2}$/;
const DATE_FORMAT_MESSAGE = 'Please enter the date as YYYY-MM-DD.';

/** Every self-service call names the subscription; another customer's is 'not found'. */
class SubscriptionReference {
  @ApiProperty({ description: 'The subscription id' })
  @Type(() => Number)
  @IsInt({ message: 'The subscription must be a whole number.' })
  subscription: number;
}

/** Spec §7: update-date (sub_id, due_at). */
export class UpdateDeliveryDateRequest {
  @ApiProperty({ description: 'The subscription id' })
  @Type(() => Number)
  @IsInt({ message: 'The subscription must be a whole number.' })
  sub_id: number;

  @ApiProperty({ example: '2026-12-24', description: 'From tomorrow up to 90 days ahead (UK date)' })
  // Listed last so its message comes first when no date was sent (spec §5).
  @Matches(DATE_FORMAT, { message: DATE_FORMAT_MESSAGE })
  @IsString({ message: 'Please select a new date before updating.' })
  due_at: string;
}

export class ChangePaymentMethodRequest extends SubscriptionReference {
  @ApiProperty({ description: 'One of the customer’s saved cards (pm_...)' })
  @IsString({ message: 'Please select a payment method' })
  @MaxLength(60, { message: 'Please select a payment method' })
  @Matches(/\S/, { message: 'Please select a payment method' })
  payment_method: string;
}

export class ChangePaymentMethodResponse {
  @ApiProperty() message: string;
  @ApiProperty({ type: String, nullable: true, description: 'Set when the provider needs the card confirmed in the browser' })
  clientSecret: string | null;
}

export class CancelSubscriptionRequest extends SubscriptionReference {
  @ApiPropertyOptional({ maxLength: 500, description: 'Why the customer is cancelling, if they say' })
  @IsOptional()
  @IsString({ message: 'Please keep your reason under 500 characters.' })
  @MaxLength(500, { message: 'Please keep your reason under 500 characters.' })
  reason?: string;
}

export class PostponeDeliveryRequest extends SubscriptionReference {
  @ApiProperty({ enum: POSTPONE_WEEKS })
  @Type(() => Number)
  @IsIn([...POSTPONE_WEEKS], { message: `Please choose ${POSTPONE_WEEKS.slice(0, -1).join(', ')} or ${POSTPONE_WEEKS.at(-1)} weeks.` })
  weeks: number;
}

export class PauseSubscriptionRequest extends SubscriptionReference {
  @ApiProperty({ example: '2027-02-01', description: 'From tomorrow up to 180 days ahead (UK date)' })
  @Matches(DATE_FORMAT, { message: DATE_FORMAT_MESSAGE })
  @IsString({ message: 'Please choose the date to start again.' })
  resume_on: string;
}

export class ResumeSubscriptionRequest extends SubscriptionReference {}

export class SubscriptionChangeResponse {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'active' }) status: string;
  @ApiProperty({ type: String, nullable: true }) due_at: string | null;
  @ApiProperty({ type: String, nullable: true }) paused_until: string | null;
}

export class SendNextBoxNowRequest extends SubscriptionReference {
  @ApiProperty({ example: '2027-01-20', description: 'The due date the customer was shown: a second press finds it already moved on' })
  @Matches(DATE_FORMAT, { message: DATE_FORMAT_MESSAGE })
  @IsString({ message: 'Please say which delivery date to bring forward (due_on).' })
  due_on: string;
}

export class SendNextBoxNowResponse extends SubscriptionChangeResponse {
  @ApiProperty({ enum: ['paid', 'needs-authentication', 'declined', 'pending'], description: "The charge's outcome: 'needs-authentication' emails a bank-check link, 'declined' the reason" })
  outcome: string;
}

export class IngredientView {
  @ApiProperty() name: string;
  @ApiProperty() value: number;
  @ApiProperty() unit: string;
}

export class FormulaItemView {
  @ApiProperty() code: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: [IngredientView], description: "Empty when unknown ('unknown ingredients')" }) ingredients: IngredientView[];
}

export class CardOnFileView {
  @ApiProperty() id: string;
  @ApiProperty() brand: string;
  @ApiProperty() last4: string;
}

export class ShipmentView {
  @ApiProperty() shipped_on: string;
  @ApiProperty({ type: String, nullable: true }) tracking_number: string | null;
}

export class SendNowView {
  @ApiProperty({ description: 'Whether the next box may be sent (and charged) now' }) allowed: boolean;
  @ApiPropertyOptional({ description: 'When allowed: what sending now charges (after promotion and credit)' }) amount_pence?: number;
  @ApiPropertyOptional({ enum: ['not-active', 'paused', 'in-review', 'no-supplies-left', 'too-soon', 'not-prescribed'] }) code?: string;
  @ApiPropertyOptional({ description: 'When not allowed: why, in words for the customer' }) reason?: string;
}

export class DeclineRefundView {
  @ApiProperty({ example: 4840, description: 'Refunded to the card, in pence (0 when credit and offers covered the order whole)' }) amount_pence: number;
  @ApiProperty({ example: 0, description: 'The account credit the order spent, given back, in pence' }) credit_pence: number;
  @ApiProperty({ enum: ['refunded', 'being_refunded'], description: "'refunded' once the provider has taken the refund; 'being_refunded' until our records say so" }) state: string;
}

/** A treatment declined at review, as the patient sees it: never the prescriber's internal note. */
export class DeclineView {
  @ApiProperty({ enum: ['prescriber', 'identity_check'] }) cause: string;
  @ApiProperty({ example: 'Our prescriber decided this treatment is not right for you' }) decision: string;
  @ApiProperty({ example: '2026-12-08', description: 'The UK date of the decision' }) declined_on: string;
  @ApiProperty({ type: String, nullable: true, description: 'The reason written for the patient; null only on declines made before the patient was given one' }) patient_reason: string | null;
  @ApiProperty({ type: DeclineRefundView, nullable: true, description: 'Null when the order charged nothing and spent no credit' }) refund: DeclineRefundView | null;
}

export class AccountSubscriptionView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES }) status: string;
  @ApiProperty({ example: 'SHIPS & CHARGES: JAN 5, 2025' }) badge: string;
  @ApiProperty({ type: String, nullable: true }) due_at: string | null;
  @ApiProperty({ type: String, nullable: true }) paused_until: string | null;
  @ApiProperty() price_pence: number;
  @ApiProperty({ type: String, nullable: true }) interval: string | null;
  @ApiProperty({ type: Number, nullable: true }) interval_duration: number | null;
  @ApiProperty() title: string;
  @ApiProperty() image_url: string;
  @ApiProperty({ type: [FormulaItemView], description: 'Only for active and shipping' }) items: FormulaItemView[];
  @ApiProperty({ type: () => [AddOnView], description: 'Boosters going in the next box, charged with the next renewal' }) add_ons: AddOnView[];
  @ApiProperty({ type: () => [SoldOutAddOnView], description: 'Boosters the latest renewal left out of its box because none was left: not charged, still in the next box' })
  sold_out_add_ons: SoldOutAddOnView[];
  @ApiProperty({ type: CardOnFileView, nullable: true }) payment_method: CardOnFileView | null;
  @ApiProperty({ type: ShipmentView, nullable: true }) last_shipment: ShipmentView | null;
  @ApiProperty({ type: String, nullable: true, example: '/consultation/acne', description: "Only for 'reconsult': where the customer takes the short consultation a new prescription needs" })
  reconsultation_path: string | null;
  @ApiProperty({ type: DeclineView, nullable: true, description: "Only for a treatment declined at review (status 'cancelled'): the decision, the reason for the patient and the refund" })
  decline: DeclineView | null;
  @ApiProperty({ description: "The first day 'Update delivery date' and 'Postpone or pause' may choose: tomorrow, or the first day the prescription allows the next supply" })
  earliest_delivery_date: string;
  @ApiProperty({ type: SendNowView }) send_now: SendNowView;
}

export class ReferralView {
  @ApiProperty() friends_referred: number;
  @ApiProperty() credit_earned_pence: number;
  @ApiProperty({ description: 'Not yet spent; taken off the next charge' }) credit_available_pence: number;
}

export class AccountOverviewResponse {
  @ApiProperty({ type: [AccountSubscriptionView] }) subscriptions: AccountSubscriptionView[];
  @ApiProperty({ type: [SavedCardView] }) methods: SavedCardView[];
  @ApiProperty({ type: AddressView, nullable: true }) address: AddressView | null;
  @ApiProperty({ type: ReferralView }) referral: ReferralView;
  @ApiProperty({ enum: ['stripe', 'sandbox'] }) provider: string;
  @ApiProperty() stripePublic: string;
}

/** A booster in the customer's next box (docs/customer-account.md, 'Add-ons'). */
export class AddOnView {
  @ApiProperty() id: number;
  @ApiProperty({ example: '880S' }) code: string;
  @ApiProperty({ example: 'Vitamin C 20% serum' }) name: string;
  @ApiProperty({ example: 3900 }) price_pence: number;
  @ApiProperty({ enum: ADD_ON_FREQUENCIES, description: "'once': the next box only; 'every-delivery': every box until removed" }) frequency: AddOnFrequency;
}

/** A booster that had sold out when the latest renewal was charged (docs/customer-account.md, 'Add-ons'). */
export class SoldOutAddOnView {
  @ApiProperty({ example: '880S' }) code: string;
  @ApiProperty({ example: 'Vitamin C 20% serum' }) name: string;
}

export class AddAddOnRequest {
  @ApiProperty({ description: 'The subscription id' })
  @Type(() => Number)
  @IsInt({ message: 'The subscription must be a whole number.' })
  subscription: number;

  @ApiProperty({ description: 'The booster, from GET /catalogue/add-ons' })
  @Type(() => Number)
  @IsInt({ message: 'Please choose a booster.' })
  catalogue_item_id: number;

  @ApiProperty({ enum: ADD_ON_FREQUENCIES })
  @IsIn(ADD_ON_FREQUENCIES, { message: "Please choose 'Once' or 'Every delivery'." })
  frequency: AddOnFrequency;
}

export class RemoveAddOnRequest {
  @ApiProperty({ description: 'The subscription id' })
  @Type(() => Number)
  @IsInt({ message: 'The subscription must be a whole number.' })
  subscription: number;

  @ApiProperty({ description: 'The add-on id, from the account overview' })
  @Type(() => Number)
  @IsInt({ message: 'The add-on must be a whole number.' })
  add_on: number;
}

export class AddOnRemovedResponse {
  @ApiProperty({ example: 'Removed from your next box.' }) message: string;
}
