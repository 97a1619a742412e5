import { Entity, Enum, Index, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';
import { IDENTITY_CHECK_STATUSES, type IdentityCheckStatus } from '../domain/identity-check-status';

/**
 * One identity check of a patient with the provider (Onfido's applicant + check, or the local
 * verifier's). The newest check of a patient is the one that counts.
 */
@Entity({ tableName: 'identity_check' })
@Index({ properties: ['userId', 'createdAt'] })
@Index({ properties: ['status'] })
export class IdentityCheck {
  @PrimaryKey()
  id!: number;

  /** The patient (identity context), by id. */
  @Property()
  userId!: number;

  /** The subscription under review when the check began (subscription context), by id; a rejected check declines it. */
  @Property({ nullable: true })
  subscriptionId?: number;

  @Property({ length: 20 })
  provider!: 'onfido' | 'manual' | 'local';

  @Property({ length: 100 })
  applicantId!: string;

  @Property({ length: 100 })
  @Unique()
  providerCheckId!: string;

  /** Where the patient gives their photos (the provider's hosted page, or ours). */
  @Property({ length: 500 })
  captureUrl!: string;

  @Enum({ items: [...IDENTITY_CHECK_STATUSES], nativeEnumName: 'identity_check_status' })
  status: IdentityCheckStatus = 'awaiting_capture';

  /** The provider's words, kept for the prescriber: result and the document report's sub_result. */
  @Property({ length: 20, nullable: true })
  providerResult?: string;

  @Property({ length: 20, nullable: true })
  documentSubResult?: string;

  /** The name the patient typed as printed on their document (local capture only). */
  @Property({ length: 200, nullable: true })
  documentName?: string;

  @TimestampProperty()
  createdAt!: Date;

  /** When the provider's result arrived. */
  @TimestampProperty({ nullable: true })
  completedAt?: Date;

  /** When the check was finally decided (clear or rejected, by the provider or by staff); the retention clock starts here. */
  @TimestampProperty({ nullable: true })
  decidedAt?: Date;

  @Property({ nullable: true })
  reviewedByUserId?: number;

  @Property({ type: 'text', nullable: true })
  reviewNote?: string;

  /** When the photos were deleted under the retention rule. */
  @TimestampProperty({ nullable: true })
  evidenceDeletedAt?: Date;
}
