import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsOptional, IsString, MaxLength, Min, MinLength } from 'class-validator';
import { SAFEGUARD_CATEGORIES, type SafeguardCategory } from '../../../catalogue';
import { ALL_VERIFICATION_METHODS, SUMMARY_LIMITS, VERIFICATION_KINDS, type VerificationKind, type VerificationMethod } from '../../domain/verification';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const GP_STATUSES = ['consented', 'no_consent', 'no_gp', 'unanswered'];
const RULES = ['independent_verification', 'gp_told', 'safe_without_gp'];

export class SafeguardsRequest {
  @ApiProperty({ description: 'The subscription under review' })
  @Type(() => Number)
  @IsInt({ message: 'The subscription id must be a whole number.' })
  @Min(1, { message: 'The subscription id must be a whole number.' })
  subscription_id: number;
}

export class RecordVerificationRequest {
  @ApiProperty({ description: 'The subscription under review' })
  @Type(() => Number)
  @IsInt({ message: 'The subscription id must be a whole number.' })
  @Min(1, { message: 'The subscription id must be a whole number.' })
  subscription_id: number;

  @ApiProperty({ description: 'The patient the verification is about: must be the subscription’s patient' })
  @Type(() => Number)
  @IsInt({ message: 'The patient id must be a whole number.' })
  @Min(1, { message: 'The patient id must be a whole number.' })
  patient_id: number;

  @ApiProperty({ enum: VERIFICATION_KINDS })
  @IsIn(VERIFICATION_KINDS, { message: `Choose how you verified: ${VERIFICATION_KINDS.join(', ')}.` })
  kind: VerificationKind;

  @ApiProperty({ enum: ALL_VERIFICATION_METHODS, description: 'two_way_consultation: video, phone, chat; clinical_record: summary_care_record, gp_record; gp_confirmed: letter_reply, phone, email' })
  @IsIn(ALL_VERIFICATION_METHODS, { message: `Choose the method: ${ALL_VERIFICATION_METHODS.join(', ')}.` })
  method: VerificationMethod;

  @ApiProperty({ required: false, description: 'When it took place (ISO 8601 date and time); now when left out, for one recorded as it ends', example: '2026-12-07T10:30:00Z' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'Give when it took place as a date and time.' })
  took_place_at?: string;

  @ApiProperty({ description: 'What was said, seen or confirmed', minLength: SUMMARY_LIMITS.min, maxLength: SUMMARY_LIMITS.max })
  @Transform(trimmed)
  @IsString({ message: 'Write a summary of the verification.' })
  @MinLength(SUMMARY_LIMITS.min, { message: `Write a summary of what was said, seen or confirmed (at least ${SUMMARY_LIMITS.min} characters).` })
  @MaxLength(SUMMARY_LIMITS.max, { message: `Keep the summary under ${SUMMARY_LIMITS.max} characters.` })
  summary: string;

  @ApiProperty({ required: false, description: 'GP confirmed: who at the practice replied (name and role)', maxLength: 200 })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'Say who at the practice replied.' })
  @MaxLength(200, { message: 'Keep who replied under 200 characters.' })
  gp_responder?: string;

  @ApiProperty({ required: false, description: 'GP confirmed: the GP letter the reply answers (default: the latest sent to the practice for this subscription)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The GP letter id must be a whole number.' })
  @Min(1, { message: 'The GP letter id must be a whole number.' })
  gp_letter_id?: number;
}

export class RecordedVerificationResponse {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Recorded.' }) message: string;
}

export class MedicineSafeguardsView {
  @ApiProperty() code: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: SAFEGUARD_CATEGORIES, isArray: true }) safeguards: SafeguardCategory[];
}

export class SafeguardRequirementView {
  @ApiProperty({ enum: RULES }) rule: string;
  @ApiProperty({ enum: SAFEGUARD_CATEGORIES, isArray: true }) categories: SafeguardCategory[];
  @ApiProperty({ type: [String] }) medicines: string[];
  @ApiProperty() met: boolean;
  @ApiProperty() text: string;
}

export class VerificationView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: VERIFICATION_KINDS }) kind: VerificationKind;
  @ApiProperty({ enum: ALL_VERIFICATION_METHODS }) method: VerificationMethod;
  @ApiProperty() tookPlaceAt: Date;
  @ApiProperty() summary: string;
  @ApiProperty() prescriberUserId: number;
  @ApiProperty({ type: String, nullable: true }) gpResponder: string | null;
  @ApiProperty({ type: Number, nullable: true }) gpLetterId: number | null;
  @ApiProperty() recordedAt: Date;
  @ApiProperty({ type: Date, nullable: true }) reliedOnAt: Date | null;
}

export class SafeguardsResponse {
  @ApiProperty() subscriptionId: number;
  @ApiProperty() patientId: number;
  @ApiProperty({ type: [MedicineSafeguardsView] }) medicines: MedicineSafeguardsView[];
  @ApiProperty({ enum: GP_STATUSES }) gpStatus: string;
  @ApiProperty({ type: [SafeguardRequirementView] }) requirements: SafeguardRequirementView[];
  @ApiProperty({ type: [VerificationView] }) verifications: VerificationView[];
}
