import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Matches, Min } from 'class-validator';

export class PrescriptionRefParams {
  @ApiProperty({ example: 'PRX12', description: "The prescription's number, with or without PRX" })
  @Matches(/^\s*(prx\s*)?\d{1,9}\s*$/i, { message: 'The prescription number must look like PRX12.' })
  ref: string;
}

export class PrescriptionSignatureResponse {
  @ApiProperty({ example: 'PRX12' }) script_ref: string;
  @ApiProperty({ enum: ['valid', 'invalid', 'unsigned'], description: "valid: the stored prescription is exactly what the prescriber signed; invalid: it has changed since, or the signature is not theirs; unsigned: written before prescriptions were signed" })
  status: 'valid' | 'invalid' | 'unsigned';
  @ApiProperty() prescriber_name: string;
  @ApiProperty({ example: '2026-11-24' }) prescribed_on: string;
  @ApiProperty() medicine_name: string;
  @ApiProperty({ type: String, nullable: true, example: '3F2A 9C01 77B4 E0D2 1A6C 4B88 0F3E 92D7', description: "The signing key's fingerprint, as printed on the prescription" })
  fingerprint: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) signed_at: string | null;
}

export class SubscriptionIdParams {
  @ApiProperty({ description: 'The subscription' })
  @Type(() => Number)
  @IsInt({ message: 'The subscription id must be a whole number.' })
  @Min(1, { message: 'The subscription id must be a whole number.' })
  id: number;
}

export class PrescriptionSummaryLineView {
  @ApiProperty({ example: '811C' }) item_code: string;
  @ApiProperty() medicine_name: string;
  @ApiProperty() strength: string;
  @ApiProperty({ example: '30 ml', description: 'What one supply holds' }) quantity: string;
  @ApiProperty() directions: string;
  @ApiProperty() supplies_authorised: number;
  @ApiProperty({ description: 'Counted against the prescription: paid, whether shipped yet or not' }) supplies_made: number;
  @ApiProperty() supplies_left: number;
  @ApiProperty({ example: 56 }) min_interval_days: number;
}

export class PrescriptionSummaryView {
  @ApiProperty({ example: 'PRX12' }) script_ref: string;
  @ApiProperty({ example: '2026-11-24' }) prescribed_on: string;
  @ApiProperty({ example: '2027-11-24' }) expires_on: string;
  @ApiProperty() prescriber_name: string;
  @ApiProperty({ type: [PrescriptionSummaryLineView] }) lines: PrescriptionSummaryLineView[];
  @ApiProperty() supplies_authorised: number;
  @ApiProperty() supplies_made: number;
  @ApiProperty() supplies_left: number;
  @ApiProperty({ type: [String], description: 'Earlier prescriptions of the subscription (before a re-consultation), newest first' }) earlier: string[];
}

export class PrescriptionInForceResponse {
  @ApiProperty({ type: PrescriptionSummaryView, nullable: true, description: 'Null until a prescriber has prescribed' })
  prescription: PrescriptionSummaryView | null;
}
