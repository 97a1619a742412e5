import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { GpAnswerView, PracticeView } from '../../application/gp-views';
import type { GpPanel } from '../../application/queries/get-gp-panel/get-gp-panel.query';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** A JSON true/false; 'true'/'false' and 1/0 from a form are read the same way. */
const booleanish = ({ value }: { value: unknown }) => (value === 'true' || value === 1 || value === '1' ? true : value === 'false' || value === 0 || value === '0' ? false : value);

export class PracticeSearchRequest {
  @ApiProperty({ minLength: 3, maxLength: 100, example: 'riverside', description: 'Part of the practice name, or the start of its postcode (LS1, LS1 1AA)' })
  @Transform(trimmed)
  @IsString({ message: 'Type part of the practice name or its postcode.' })
  @MaxLength(100, { message: 'The search must be at most 100 characters.' })
  q: string;
}

export class PracticeDto {
  @ApiProperty({ example: 'A81001' }) ods_code: string;
  @ApiProperty({ example: 'The Densham Surgery' }) name: string;
  @ApiProperty({ type: [String], example: ['The Health Centre', 'Lawson Street', 'Stockton-on-Tees'] }) address_lines: string[];
  @ApiProperty({ example: 'TS18 1HU' }) postcode: string;
}

export class PracticeSearchResponse {
  @ApiProperty({ type: [PracticeDto], description: 'At most 20, best first' }) practices: PracticeDto[];
}

export class GpStepRequest {
  @ApiProperty({ description: 'The subscription (treatment) the answer is for' })
  @Type(() => Number)
  @IsInt({ message: 'The subscription id must be a whole number.' })
  @Min(1, { message: 'The subscription id must be a whole number.' })
  @Max(2_147_483_647, { message: 'There is no such subscription.' })
  subscription_id: number;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'A81001', description: "The practice's ODS code, from the search; leave out with no_gp" })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'The practice code must be text.' })
  @MaxLength(10, { message: 'The practice code must be at most 10 characters.' })
  ods_code?: string | null;

  @ApiProperty({ description: "True for 'I don't have a GP'" })
  @Transform(booleanish)
  @IsBoolean({ message: "Say whether you have a GP (no_gp must be true or false)." })
  no_gp: boolean;

  @ApiProperty({ description: 'Consent to share this treatment with the practice; ignored (false) with no_gp' })
  @Transform(booleanish)
  @IsBoolean({ message: 'Say whether we may tell your GP (consent_to_share must be true or false).' })
  consent_to_share: boolean;
}

export class GpAnswerDto {
  @ApiProperty() subscription_id: number;
  @ApiProperty({ enum: ['consented', 'no_consent', 'no_gp', 'unanswered'] }) status: string;
  @ApiProperty({ type: PracticeDto, nullable: true }) practice: PracticeDto | null;
  @ApiProperty() no_gp: boolean;
  @ApiProperty() consent_to_share: boolean;
  @ApiProperty({ example: '2026-11-25T09:00:00.000Z' }) answered_at: string;
}

export class GpAnswersResponse {
  @ApiProperty({ type: [GpAnswerDto], description: 'One per subscription the GP step was answered for' }) answers: GpAnswerDto[];
}

class GpJustificationDto {
  @ApiProperty() justification: string;
  @ApiProperty({ enum: ['no_consent', 'no_gp', 'unanswered'] }) gp_status: string;
  @ApiProperty() prescriber_user_id: number;
  @ApiProperty() recorded_at: string;
}

class GpLetterSentDto {
  @ApiProperty() prescription_id: number;
  @ApiProperty() ods_code: string;
  @ApiProperty() practice_name: string;
  @ApiProperty() sent_to: string;
  @ApiProperty({ enum: ['sent', 'failed'] }) result: string;
  @ApiProperty({ type: String, nullable: true }) error: string | null;
  @ApiProperty() sent_at: string;
}

export class GpPanelResponse {
  @ApiProperty({ type: GpAnswerDto, nullable: true, description: 'Null until the patient answers the GP step' }) answer: GpAnswerDto | null;
  @ApiProperty({ type: [GpJustificationDto] }) justifications: GpJustificationDto[];
  @ApiProperty({ type: [GpLetterSentDto] }) letters: GpLetterSentDto[];
}

export const practiceDto = (practice: PracticeView): PracticeDto => ({ ods_code: practice.odsCode, name: practice.name, address_lines: practice.addressLines, postcode: practice.postcode });

export const gpAnswerDto = (answer: GpAnswerView): GpAnswerDto => ({
  subscription_id: answer.subscriptionId,
  status: answer.status,
  practice: answer.practice && practiceDto(answer.practice),
  no_gp: answer.noGp,
  consent_to_share: answer.consentToShare,
  answered_at: answer.answeredAt.toISOString(),
});

export const gpPanelDto = (panel: GpPanel): GpPanelResponse => ({
  answer: panel.answer && gpAnswerDto(panel.answer),
  justifications: panel.justifications.map((entry) => ({ justification: entry.justification, gp_status: entry.gpStatus, prescriber_user_id: entry.prescriberUserId, recorded_at: entry.recordedAt.toISOString() })),
  letters: panel.letters.map((letter) => ({
    prescription_id: letter.prescriptionId,
    ods_code: letter.odsCode,
    practice_name: letter.practiceName,
    sent_to: letter.sentTo,
    result: letter.result,
    error: letter.error,
    sent_at: letter.sentAt.toISOString(),
  })),
});
