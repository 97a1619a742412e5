import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { PageField, PageSizeField } from '../../../../shared/http/field-rules';
import { DATA_EXPORT_STATUSES } from '../../domain/data-export-status';
import { ERASURE_REQUEST_STATUSES, MAX_PATIENT_REASON, MAX_REFUSAL_REASON } from '../../domain/erasure-request';

export class DataExportItem {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: DATA_EXPORT_STATUSES }) status: string;
  @ApiProperty({ format: 'date-time' }) requested_at: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) ready_at: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The download works until then' }) expires_at: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The ZIP’s size in bytes, while it can be downloaded' }) byte_size: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'While ready: where to download the ZIP (signed in as its owner)' }) download_url: string | null;
}

export class ErasureRequestItem {
  @ApiProperty({ enum: ERASURE_REQUEST_STATUSES }) status: string;
  @ApiProperty({ format: 'date-time' }) requested_at: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decided_at: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why staff refused it' }) refusal_reason: string | null;
}

export class DataRightsResponse {
  @ApiProperty({ type: DataExportItem, nullable: true, description: 'The latest copy of their data they asked for' }) data_export: DataExportItem | null;
  @ApiProperty({ type: ErasureRequestItem, nullable: true, description: 'Their latest request to delete their account' }) erasure_request: ErasureRequestItem | null;
}

export class ErasureRequestBody {
  @ApiPropertyOptional({ maxLength: MAX_PATIENT_REASON, description: 'Anything the patient wants the team to know' })
  @IsOptional()
  @MaxLength(MAX_PATIENT_REASON, { message: `Please keep this under ${MAX_PATIENT_REASON} characters.` })
  @IsString({ message: `Please keep this under ${MAX_PATIENT_REASON} characters.` })
  reason?: string;
}

export class ErasureRequestsQuery {
  @ApiPropertyOptional({ enum: ['pending', 'decided'], default: 'pending' })
  @IsOptional()
  @IsIn(['pending', 'decided'], { message: 'list must be pending or decided.' })
  list?: 'pending' | 'decided';

  @PageField()
  page: number = 1;

  @PageSizeField({ defaultSize: 25, max: 100 })
  perPage: number = 25;
}

class ErasureCounts {
  @ApiProperty() addresses: number;
  @ApiProperty() consultations: number;
  @ApiProperty() progressPhotos: number;
  @ApiProperty() photoFiles: number;
  @ApiProperty() chatMessages: number;
  @ApiProperty() newsletterSignUps: number;
  @ApiProperty() shippingLabels: number;
  @ApiProperty() savedCards: number;
  @ApiProperty() sessionsEnded: number;
}

class KeptCounts {
  @ApiProperty() prescriptions: number;
  @ApiProperty() consultationsPrescribedOn: number;
  @ApiProperty() declinedReviews: number;
  @ApiProperty() registerEntries: number;
  @ApiProperty() dispatches: number;
  @ApiProperty() payments: number;
  @ApiProperty() subscriptions: number;
}

export class ErasureOutcomeView {
  @ApiProperty({ type: ErasureCounts }) erased: ErasureCounts;
  @ApiProperty({ type: KeptCounts, description: 'Kept, restricted, for their legal periods' }) kept: KeptCounts;
  @ApiProperty({ type: [Number] }) subscriptionsEnded: number[];
}

class ErasureCustomer {
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
}

export class StaffErasureRequestItem {
  @ApiProperty() id: number;
  @ApiProperty() user_id: number;
  @ApiProperty({ enum: ERASURE_REQUEST_STATUSES }) status: string;
  @ApiProperty({ type: ErasureCustomer }) customer: ErasureCustomer;
  @ApiProperty({ format: 'date-time' }) requested_at: string;
  @ApiProperty({ format: 'date', description: 'One month from the request (UK GDPR Art 12(3))' }) answer_by: string;
  @ApiProperty({ type: String, nullable: true }) patient_reason: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decided_at: string | null;
  @ApiProperty({ type: String, nullable: true }) decided_by: string | null;
  @ApiProperty({ type: String, nullable: true }) refusal_reason: string | null;
  @ApiProperty({ type: ErasureOutcomeView, nullable: true }) outcome: ErasureOutcomeView | null;
}

export class StaffErasureRequestsResponse {
  @ApiProperty() total: number;
  @ApiProperty({ type: [StaffErasureRequestItem] }) data: StaffErasureRequestItem[];
}

export class ErasureDecisionRequest {
  @ApiProperty({ description: 'The erasure request' })
  @Type(() => Number)
  @IsInt({ message: 'The request id must be a whole number.' })
  @Min(1, { message: 'The request id must be a whole number.' })
  id: number;

  @ApiProperty({ enum: [0, 1], description: '1 erases the account now; 0 refuses, with a reason' })
  @Type(() => Number)
  @IsIn([0, 1], { message: 'approve must be 1 or 0.' })
  approve: number;

  @ApiPropertyOptional({ maxLength: MAX_REFUSAL_REASON, description: 'Required to refuse: the patient is emailed it' })
  @IsOptional()
  @MaxLength(MAX_REFUSAL_REASON, { message: `Please keep the reason under ${MAX_REFUSAL_REASON} characters.` })
  @IsString({ message: 'Please give the reason as text.' })
  reason?: string;
}
