import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { IDENTITY_CHECK_STATUSES } from '../../domain/identity-check-status';
import type { IdentitySummary } from '../../application/identity-summary';
import type { IdentityCheckForReview } from '../../application/queries/list-identity-checks-for-review/list-identity-checks-for-review.query';

export class IdentityEvidenceItem {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['document', 'selfie'] }) kind!: 'document' | 'selfie';
  @ApiProperty({ description: 'Where staff or the owner read the photo (each read audited)' }) url!: string;
}

export class IdentityCheckResponse {
  @ApiProperty({ type: 'integer', nullable: true }) check_id!: number | null;
  @ApiProperty({ enum: ['not_started', ...IDENTITY_CHECK_STATUSES] }) status!: IdentitySummary['status'];
  @ApiProperty({ enum: ['onfido', 'manual', 'local'] }) provider!: 'onfido' | 'manual' | 'local';
  @ApiProperty({ type: 'string', nullable: true, description: "Where the patient gives their photos: Onfido's hosted page, or the shop's own" }) capture_url!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: "The provider's result: clear or consider" }) provider_result!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: "The document report's sub_result: clear, caution, rejected or suspected" }) document_sub_result!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) document_name!: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) created_at!: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) decided_at!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) review_note!: string | null;
  @ApiProperty({ type: [IdentityEvidenceItem] }) evidence!: IdentityEvidenceItem[];
  @ApiProperty({ description: 'The photos were deleted under the retention rule' }) evidence_deleted!: boolean;
  @ApiProperty({ enum: ['document', 'selfie'], isArray: true, description: 'Photos added and not yet sent' }) pending_photos!: ('document' | 'selfie')[];
}

export class IdentityCheckForReviewItem extends IdentityCheckResponse {
  @ApiProperty({ type: 'integer' }) patient_user_id!: number;
  @ApiProperty() patient_name!: string;
  @ApiProperty({ type: 'integer', nullable: true }) subscription_id!: number | null;
}

export class IdentityChecksForReviewResponse {
  @ApiProperty({ type: [IdentityCheckForReviewItem] }) data!: IdentityCheckForReviewItem[];
}

export class IdentityPhotoResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['document', 'selfie'] }) kind!: 'document' | 'selfie';
}

export class StartIdentityCheckRequest {
  @ApiPropertyOptional({ type: 'integer', description: 'The subscription under review the check is for' })
  @IsOptional() @IsInt({ message: 'Choose a subscription.' }) @Min(1, { message: 'Choose a subscription.' }) @Max(2_147_483_647, { message: 'Choose a subscription.' })
  subscription_id?: number;

  @ApiPropertyOptional({ description: 'Local capture: the name exactly as printed on the document' })
  @IsOptional() @IsString() @MinLength(1, { message: 'Type the name as it is printed on your document.' }) @MaxLength(200, { message: 'The name can be at most 200 characters.' })
  document_name?: string;
}

export class StartIdentityCheckResponse {
  @ApiProperty() status!: string;
  @ApiProperty() capture_url!: string;
}

export class ReviewIdentityCheckRequest {
  @ApiProperty({ enum: ['clear', 'rejected'] })
  @IsIn(['clear', 'rejected'], { message: "Choose 'clear' or 'rejected'." })
  outcome!: 'clear' | 'rejected';

  @ApiProperty({ description: 'What staff saw in the photos' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString() @MinLength(3, { message: 'Write a note saying what you saw.' }) @MaxLength(2000, { message: 'The note can be at most 2000 characters.' })
  note!: string;
}

export const evidenceUrl = (id: string) => `/v2/identity-evidence/${id}`;

export function identityCheckResponse(summary: IdentitySummary): IdentityCheckResponse {
  return {
    check_id: summary.checkId,
    status: summary.status,
    provider: summary.provider,
    capture_url: summary.captureUrl,
    provider_result: summary.providerResult,
    document_sub_result: summary.documentSubResult,
    document_name: summary.documentName,
    created_at: summary.createdAt,
    decided_at: summary.decidedAt,
    review_note: summary.reviewNote,
    evidence: summary.evidence.map(({ id, kind }) => ({ id, kind, url: evidenceUrl(id) })),
    evidence_deleted: summary.evidenceDeleted,
    pending_photos: summary.pendingPhotos,
  };
}

export function reviewItem(check: IdentityCheckForReview): IdentityCheckForReviewItem {
  return { ...identityCheckResponse(check), patient_user_id: check.patientUserId, patient_name: check.patientName, subscription_id: check.subscriptionId };
}
