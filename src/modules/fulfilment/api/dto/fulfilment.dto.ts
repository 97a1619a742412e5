import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateBy } from 'class-validator';
import { isRealCalendarDate } from '../../../../shared/domain/calendar-date';
import { PageField, PageSizeField } from '../../../../shared/http/field-rules';
import { CHECK_KINDS, CHECK_STAGES, type CheckKind, type CheckStage } from '../../domain/dispensing-checks';
import { DOCUMENT_TYPES, type DocumentType } from '../../domain/document-facts';
import { SAFEGUARD_CATEGORIES, type SafeguardCategory } from '../../../catalogue';

export class ShipItemRequest {
  @ApiProperty({ description: 'The subscription item (supply) to ship' })
  @Type(() => Number)
  @IsInt({ message: 'The item id must be a whole number.' })
  id: number;
}

export class ShipItemResponse {
  @ApiProperty({ example: '/storage/rm_labels/LD473124829GB.pdf', description: "The label; download it as '{trackingNumber}.pdf'" }) pdfUrl: string;
  @ApiProperty({ example: 'LD473124829GB' }) trackingNumber: string;
}

export class DocumentRequest {
  @ApiProperty({ description: 'The subscription item (supply)' })
  @Type(() => Number)
  @IsInt({ message: 'The item id must be a whole number.' })
  id: number;
}

export class DispatchListRequest {
  @ApiProperty({ enum: ['waiting', 'shipped'], required: false, default: 'waiting' })
  @IsOptional()
  @IsIn(['waiting', 'shipped'], { message: "status must be 'waiting' or 'shipped'." })
  status: 'waiting' | 'shipped' = 'waiting';

  @ApiProperty({ enum: CHECK_STAGES, required: false, description: "Waiting orders at one stage of the pharmacist's checks" })
  @IsOptional()
  @IsIn(CHECK_STAGES, { message: `check must be one of ${CHECK_STAGES.join(', ')}.` })
  check?: CheckStage;

  @ApiProperty({ required: false, maxLength: 100, description: 'Customer name, order number, treatment or tracking number' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsString({ message: 'keyword must be text.' })
  @MaxLength(100, { message: 'keyword must be at most 100 characters.' })
  keyword?: string;

  @PageField()
  page: number = 1;

  @PageSizeField({ defaultSize: 10, max: 100 })
  perPage: number = 10;
}

export class DispensingCheckResponse {
  @ApiProperty({ enum: CHECK_KINDS }) kind: CheckKind;
  @ApiProperty({ example: 'Sophie Clarke' }) pharmacist_name: string;
  @ApiProperty({ example: '2087654' }) gphc_number: string;
  @ApiProperty({ example: '2026-11-21T09:14:00.000Z' }) checked_at: string;
  @ApiProperty({ type: String, nullable: true, description: 'Accuracy check: the prescribed product code the pack matched' }) product_code: string | null;
  @ApiProperty({ type: String, nullable: true }) batch_number: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2027-10-31' }) expiry_date: string | null;
}

export class DispatchRowView {
  @ApiProperty({ example: 'DO-000123', description: "The dispatch order's one reference, printed the same on the carrier label, dispensing label, dispatch note and receipt" }) order_id: string;
  @ApiProperty({ example: 'PRX12', description: 'The prescription it dispenses (Script Ref)' }) script_ref: string;
  @ApiProperty() subscription_id: number;
  @ApiProperty() item_id: number;
  @ApiProperty() customer_name: string;
  @ApiProperty() treatment: string;
  @ApiProperty({ example: '30 ml' }) quantity: string;
  @ApiProperty({ type: [String], example: ['[880S] Vitamin C 20% serum'], description: 'Non-prescription boosters packed in the same box; not dispensed, not in the POM register' }) add_ons: string[];
  @ApiProperty({ type: String, nullable: true, example: '2 of 6', description: 'Which supply against the prescription; null on orders from before supplies were counted' }) supply: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2026-11-21' }) dispatch_date: string | null;
  @ApiProperty({ enum: ['waiting', 'shipped'] }) status: 'waiting' | 'shipped';
  @ApiProperty({ type: String, nullable: true }) tracking_number: string | null;
  @ApiProperty({ type: DispensingCheckResponse, nullable: true }) clinical_check: DispensingCheckResponse | null;
  @ApiProperty({ type: DispensingCheckResponse, nullable: true }) accuracy_check: DispensingCheckResponse | null;
  @ApiProperty({ enum: CHECK_STAGES, nullable: true, description: 'Where a waiting order stands in the checks; null once shipped' }) check_stage: CheckStage | null;
}

class PrescriptionForCheckView {
  @ApiProperty({ example: 'PRX12' }) script_ref: string;
  @ApiProperty() prescribed_on: string;
  @ApiProperty() expires_on: string;
  @ApiProperty({ example: 'Dr Amelia Hart, GMC 7000001' }) prescriber: string;
  @ApiProperty() patient_name: string;
  @ApiProperty({ type: String, nullable: true }) patient_birth_date: string | null;
  @ApiProperty() patient_address: string;
  @ApiProperty() item_code: string;
  @ApiProperty() medicine: string;
  @ApiProperty() form: string;
  @ApiProperty() strength: string;
  @ApiProperty() quantity: string;
  @ApiProperty() directions: string;
  @ApiProperty({ enum: SAFEGUARD_CATEGORIES, isArray: true, description: 'What the medicine asks beyond the questionnaire' }) safeguards: SafeguardCategory[];
}

class EarlierSupplyView {
  @ApiProperty({ example: 'DO-000123' }) order_id: string;
  @ApiProperty() treatment: string;
  @ApiProperty() quantity: string;
  @ApiProperty() dispatch_date: string;
  @ApiProperty({ type: String, nullable: true }) batch_number: string | null;
}

export class DispatchOrderDetailResponse {
  @ApiProperty({ type: DispatchRowView }) order: DispatchRowView;
  @ApiProperty({ description: "The patient, whose consultations (answers and flags) the clinical check reads" }) patient_user_id: number;
  @ApiProperty({ type: PrescriptionForCheckView }) prescription: PrescriptionForCheckView;
  @ApiProperty({ type: [EarlierSupplyView], description: 'Their supplies sent before, newest first' }) earlier_supplies: EarlierSupplyView[];
}

export class ClinicalCheckRequest {
  @ApiProperty({ description: 'The subscription item (supply) checked' })
  @Type(() => Number)
  @IsInt({ message: 'The item id must be a whole number.' })
  id: number;
}

export class AccuracyCheckRequest extends ClinicalCheckRequest {
  @ApiProperty({ maxLength: 20, example: '850C', description: 'The product code read off the pack' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Enter the product code on the pack.' })
  @MinLength(1, { message: 'Enter the product code on the pack.' })
  @MaxLength(20, { message: 'The product code must be at most 20 characters.' })
  product_code: string;

  @ApiProperty({ maxLength: 40, example: 'TC2611A' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsString({ message: 'Enter the batch number on the pack.' })
  @Matches(/^[A-Z0-9][A-Z0-9 ./-]{0,39}$/, { message: 'Enter the batch number as printed on the pack: letters, digits, spaces, dots, dashes or slashes, at most 40.' })
  batch_number: string;

  @ApiProperty({ example: '2027-10-31', description: 'YYYY-MM-DD: the expiry date on the pack' })
  @ValidateBy({ name: 'isRealCalendarDate', validator: { validate: (value: unknown) => typeof value === 'string' && isRealCalendarDate(value) } }, { message: 'Enter the expiry date on the pack as a date.' })
  expiry_date: string;
}

export class DispatchPageResponse {
  @ApiProperty({ type: [DispatchRowView] }) data: DispatchRowView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() perPage: number;
}

export class DocumentPrintRequest {
  @ApiProperty({ type: [Number], description: 'The items (supplies) to print for, at most 100' })
  @IsArray({ message: 'Choose at least one order.' })
  @ArrayMinSize(1, { message: 'Choose at least one order.' })
  @ArrayMaxSize(100, { message: 'Print at most 100 orders at a time.' })
  @Type(() => Number)
  @IsInt({ each: true, message: 'Item ids must be whole numbers.' })
  item_ids: number[];

  @ApiProperty({ enum: DOCUMENT_TYPES, isArray: true, description: 'Which documents for each order, in this order' })
  @IsArray({ message: 'Choose at least one document.' })
  @ArrayMinSize(1, { message: 'Choose at least one document.' })
  @IsIn(DOCUMENT_TYPES, { each: true, message: 'Unknown document type.' })
  types: DocumentType[];
}
