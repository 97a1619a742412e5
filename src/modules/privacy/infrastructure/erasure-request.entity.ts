import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';
import { ERASURE_REQUEST_STATUSES, type ErasureOutcome, type ErasureRequestStatus } from '../domain/erasure-request';

/**
 * A patient's request to have their account erased (UK GDPR Art 17), staff's decision on it,
 * what the erasure did, and when the records kept after it were purged in their turn. Holds
 * no personal details itself beyond the user id: it is the record that the request was handled.
 */
@Entity({ tableName: 'erasure_request' })
// One open request per patient.
@Index({ name: 'erasure_request_one_pending_per_user', expression: `create unique index "erasure_request_one_pending_per_user" on "erasure_request" ("user_id") where "status" = 'pending'` })
@Index({ properties: ['status', 'requestedAt'] })
export class ErasureRequest {
  @PrimaryKey()
  id!: number;

  /** The patient (identity context), by id. */
  @Property()
  @Index()
  userId!: number;

  @Enum({ items: [...ERASURE_REQUEST_STATUSES], nativeEnumName: 'erasure_request_status' })
  status: ErasureRequestStatus = 'pending';

  /** The patient's own words, if they gave any. Cleared when the request is carried out. */
  @Property({ length: 500, nullable: true })
  patientReason?: string;

  @TimestampProperty()
  requestedAt!: Date;

  @TimestampProperty({ nullable: true })
  decidedAt?: Date;

  /** The member of staff who approved or refused it (identity context), by id. */
  @Property({ nullable: true })
  decidedByUserId?: number;

  /** Why staff refused it; sent to the patient. */
  @Property({ length: 1000, nullable: true })
  refusalReason?: string;

  /** What the erasure removed and kept, counted, for the staff who review it later. */
  @Property({ type: 'json', nullable: true })
  outcome?: ErasureOutcome;

  /** When the payment records kept after the erasure were deleted (their period over). */
  @TimestampProperty({ nullable: true })
  paymentRecordsPurgedAt?: Date;

  /** When the clinical records kept after the erasure were deleted (their period over). */
  @TimestampProperty({ nullable: true })
  clinicalRecordsPurgedAt?: Date;
}
