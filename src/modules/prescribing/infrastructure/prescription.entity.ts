import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';

/**
 * A private prescription as written: every detail is copied at the moment of approval,
 * so the legal record never changes when a patient moves or a prescriber's details do.
 */
@Entity({ tableName: 'prescription' })
export class Prescription {
  @PrimaryKey()
  id!: number;

  /** The subscription prescribed for (subscription context), by id: one prescription, then a new one after each re-consultation. The latest is in force. */
  @Property()
  @Index()
  subscriptionId!: number;

  @Property()
  subscriptionItemId!: number;

  /** The consultation the prescriber reviewed (consultation context), by id. */
  @Property({ nullable: true })
  consultationId?: number;

  @Property()
  @Index()
  patientUserId!: number;

  @Property({ length: 200 })
  patientName!: string;

  @Property({ type: 'date', nullable: true })
  patientBirthDate?: string;

  /** Lines separated by newlines. */
  @Property({ type: 'text' })
  patientAddress!: string;

  @Property()
  prescriberUserId!: number;

  @Property({ length: 160 })
  prescriberName!: string;

  @Property({ length: 20 })
  prescriberProfessionalBody!: string;

  @Property({ length: 20 })
  prescriberRegistrationNumber!: string;

  @Property({ type: 'text' })
  prescriberAddress!: string;

  @Property({ type: 'date' })
  prescribedOn!: string;

  @Property({ type: 'date' })
  expiresOn!: string;

  @Property({ length: 20 })
  itemCode!: string;

  @Property({ length: 160 })
  medicineName!: string;

  /** cream, tablet or serum. */
  @Property({ length: 20 })
  form!: string;

  /** The active ingredients and their strengths, e.g. 'Tretinoin 0.025%, Niacinamide 4%'. */
  @Property({ length: 300 })
  strength!: string;

  /** What one supply holds, e.g. '30 ml' or '56 tablets'. */
  @Property({ length: 40 })
  quantity!: string;

  @Property({ type: 'text' })
  directions!: string;

  /** The prescriber's Ed25519 signature over `signedContent()` (domain/prescription-signature.ts), base64. */
  @Property({ type: 'text', nullable: true })
  signature?: string;

  /** Which set of particulars `signature` covers (`signedContent`): 'prescription-v1' before prescriptions had lines. */
  @Property({ length: 20, nullable: true })
  signatureVersion?: string;

  /** The key that made `signature` (prescriber_signing_key), by id. */
  @Property({ nullable: true })
  signingKeyId?: number;

  /** When the patient was told the prescription runs out soon (once per prescription). */
  @TimestampProperty({ nullable: true })
  expiryReminderSentAt?: Date;

  @TimestampProperty()
  createdAt: Date = new Date();
}
