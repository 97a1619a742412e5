import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateIf, ValidateNested } from 'class-validator';
import { PATIENT_REASON_LENGTH, PATIENT_REASON_MESSAGE } from '../../domain/prescribing.errors';
import { DEFAULT_MIN_INTERVAL_DAYS, DEFAULT_SUPPLIES_AUTHORISED, MIN_INTERVAL_DAYS_RANGE, SUPPLIES_AUTHORISED_RANGE } from '../../domain/supply-authority';

const SUPPLIES_MESSAGE = `The number of supplies must be a whole number from ${SUPPLIES_AUTHORISED_RANGE.min} to ${SUPPLIES_AUTHORISED_RANGE.max}.`;
const INTERVAL_MESSAGE = `The interval between supplies must be a whole number of days from ${MIN_INTERVAL_DAYS_RANGE.min} to ${MIN_INTERVAL_DAYS_RANGE.max}.`;

/** What a prescriber's decision carries: approve or decline, the reason, the signature confirmation and the supply terms. */
class PrescriberDecisionFields {
  @ApiProperty({ enum: [0, 1], description: '1 approves (issues a prescription), 0 declines' })
  @Type(() => Number)
  @IsIn([0, 1], { message: 'approve must be 1 (approve) or 0 (decline).' })
  approve: 0 | 1;

  @ApiPropertyOptional({ maxLength: 2000, description: "When declining: the prescriber's internal note for staff, kept in the clinical record; not shown in the patient's account nor emailed (their copy of their data holds the whole record)" })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'The reason must be text.' })
  @MaxLength(2000, { message: 'The reason must be at most 2000 characters.' })
  reason?: string;

  @ApiPropertyOptional({ maxLength: 128, description: "When approving: the prescriber's password, confirming it is them who signs the prescription (HMR 2012 reg 219). Either this or signature_code." })
  @IsOptional()
  @IsString({ message: 'The password must be text.' })
  @MaxLength(128, { message: 'The password must be at most 128 characters.' })
  signature_password?: string;

  @ApiPropertyOptional({ example: '123456', description: "When approving, instead of the password: a code from the prescriber's authenticator app (used once)." })
  @IsOptional()
  @Matches(/^\s*\d{3}\s?\d{3}\s*$/, { message: 'The authenticator code is the 6 digits your app shows.' })
  signature_code?: string;

  @ApiPropertyOptional({ minimum: SUPPLIES_AUTHORISED_RANGE.min, maximum: SUPPLIES_AUTHORISED_RANGE.max, description: `When approving: how many supplies the prescription authorises, the first included; ${DEFAULT_SUPPLIES_AUTHORISED} when not given` })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: SUPPLIES_MESSAGE })
  @Min(SUPPLIES_AUTHORISED_RANGE.min, { message: SUPPLIES_MESSAGE })
  @Max(SUPPLIES_AUTHORISED_RANGE.max, { message: SUPPLIES_MESSAGE })
  supplies_authorised?: number;

  @ApiPropertyOptional({ minimum: MIN_INTERVAL_DAYS_RANGE.min, maximum: MIN_INTERVAL_DAYS_RANGE.max, description: `When approving: the fewest days between one supply and the next; ${DEFAULT_MIN_INTERVAL_DAYS} when not given` })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: INTERVAL_MESSAGE })
  @Min(MIN_INTERVAL_DAYS_RANGE.min, { message: INTERVAL_MESSAGE })
  @Max(MIN_INTERVAL_DAYS_RANGE.max, { message: INTERVAL_MESSAGE })
  min_interval_days?: number;
}

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The prescriber's note on one order-risk flag, acknowledging it before approving. */
export class FlagAcknowledgement {
  @ApiProperty({ description: 'The flag (flags[].id on the subscription detail)' })
  @Type(() => Number)
  @IsInt({ message: 'The flag id must be a whole number.' })
  flag_id: number;

  @ApiProperty({ minLength: 3, maxLength: 1000 })
  @Transform(trimmed)
  @IsString({ message: 'The note on a flag must be text.' })
  @MinLength(3, { message: 'Please write a note on each flag you acknowledge.' })
  @MaxLength(1000, { message: 'A note on a flag must be at most 1000 characters.' })
  note: string;
}

export class ReviewDecisionRequest extends PrescriberDecisionFields {
  @ApiProperty({ description: 'The subscription; declining refunds its first payment in full' })
  @Type(() => Number)
  @IsInt({ message: 'The subscription id must be a whole number.' })
  id: number;

  // The internal `reason` stays with staff; this is what the patient is told, so a decline always has it.
  @ApiPropertyOptional({
    minLength: PATIENT_REASON_LENGTH.min,
    maxLength: PATIENT_REASON_LENGTH.max,
    description: "Required when declining: the reason the patient reads in their account and in the decline email, apart from `reason` (the prescriber's internal note, staff only)",
  })
  @ValidateIf((body: ReviewDecisionRequest) => body.approve === 0)
  @Transform(trimmed)
  @IsString({ message: PATIENT_REASON_MESSAGE })
  @MinLength(PATIENT_REASON_LENGTH.min, { message: `patient_reason must be at least ${PATIENT_REASON_LENGTH.min} characters: say in a sentence why this treatment is not right for the patient.` })
  @MaxLength(PATIENT_REASON_LENGTH.max, { message: `patient_reason must be at most ${PATIENT_REASON_LENGTH.max} characters.` })
  patient_reason?: string;

  @ApiPropertyOptional({ maxLength: 2000, description: "When approving a patient whose identity is not verified: the prescriber's reason, audited" })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'The reason for approving without identity verification must be text.' })
  @MaxLength(2000, { message: 'The reason for approving without identity verification must be at most 2000 characters.' })
  identity_override_reason?: string;

  @ApiPropertyOptional({ maxLength: 2000, description: "When approving a patient who has no GP or did not consent to share: the prescriber's justification, kept in the clinical record" })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'The justification for prescribing without informing a GP must be text.' })
  @MaxLength(2000, { message: 'The justification for prescribing without informing a GP must be at most 2000 characters.' })
  gp_justification?: string;

  @ApiPropertyOptional({ type: [FlagAcknowledgement], description: 'When approving: a note on each open order-risk flag' })
  @IsOptional()
  @IsArray({ message: 'The flag acknowledgements must be a list.' })
  @ArrayMaxSize(50, { message: 'At most 50 flag acknowledgements may be sent.' })
  // ValidateNested looks inside a list within the list and passes an empty one.
  @IsObject({ each: true, message: 'Each flag acknowledgement must be an object with the flag and a note.' })
  @ValidateNested({ each: true })
  @Type(() => FlagAcknowledgement)
  flag_acknowledgements?: FlagAcknowledgement[];
}

export class ItemChangeDecisionRequest extends PrescriberDecisionFields {
  @ApiProperty({ description: 'The proposed change of medicine (pending_change.id on the subscription detail)' })
  @Type(() => Number)
  @IsInt({ message: 'The proposed change must be a whole number.' })
  id: number;
}

export class ItemChangeDecisionResponse {
  @ApiProperty({ enum: ['approved', 'declined'] }) status: 'approved' | 'declined';
}

export class ReviewDecisionResponse {
  @ApiProperty({ example: 'active', description: "The subscription's status after the decision: active or cancelled" }) status: string;
}

export class PrescriberProfileResponse {
  @ApiProperty() full_name: string;
  @ApiProperty({ example: 'GMC' }) professional_body: string;
  @ApiProperty() registration_number: string;
  @ApiProperty() practice_address: string;
}

export class CurrentPrescriberResponse {
  @ApiProperty({ type: PrescriberProfileResponse, nullable: true, description: 'Null for staff who may not prescribe (they see reviews but cannot decide)' })
  profile: PrescriberProfileResponse | null;
}
