import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';
import type { VerificationKind, VerificationMethod } from '../domain/verification';

/**
 * What a prescriber did to check a patient's online answers before prescribing a safeguarded
 * medicine: when, how, by whom (the prescriber who records it) and what they found. Kept as
 * recorded; an approval marks the verifications it relied on, so a later decision on the same
 * subscription (after a re-consultation) needs a verification of its own.
 */
@Entity({ tableName: 'independent_verification' })
export class IndependentVerification {
  @PrimaryKey()
  id!: number;

  /** The subscription under review (subscription context), by id. */
  @Property({ index: true })
  subscriptionId!: number;

  /** The patient (identity context), by id. */
  @Property({ index: true })
  patientUserId!: number;

  @Property()
  prescriberUserId!: number;

  @Property({ length: 30 })
  kind!: VerificationKind;

  @Property({ length: 30 })
  method!: VerificationMethod;

  @TimestampProperty()
  tookPlaceAt!: Date;

  /** What was said, seen or confirmed: the clinical note. */
  @Property({ type: 'text' })
  summary!: string;

  /** The GP confirmed: the practice (from the patient's GP step) and who there replied. */
  @Property({ length: 10, nullable: true })
  gpOdsCode: string | null = null;

  /** The GP letter (general-practice context) the reply answers, when one was sent for this subscription. */
  @Property({ nullable: true })
  gpLetterId: number | null = null;

  @Property({ length: 200, nullable: true })
  gpResponder: string | null = null;

  @TimestampProperty()
  recordedAt: Date = new Date();

  /** Set by the approval that relied on it, in that approval's transaction. */
  @TimestampProperty({ nullable: true })
  reliedOnAt: Date | null = null;
}
