import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';

/** That a patient with a subscription under review was asked by email to verify, and reminded once. */
@Entity({ tableName: 'identity_verification_request' })
export class VerificationRequest {
  @PrimaryKey({ autoincrement: false })
  userId!: number;

  @TimestampProperty()
  askedAt!: Date;

  @TimestampProperty({ nullable: true })
  remindedAt?: Date;
}
