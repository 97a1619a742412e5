import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';
import { User } from './user.entity';

/**
 * A staff member's authenticator app (TOTP, RFC 6238): one per user. Unconfirmed while they
 * are enrolling (a new enrolment replaces it); confirmed once they have typed a code from it.
 */
@Entity({ tableName: 'staff_totp_factor' })
export class StaffTotpFactor {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', unique: true })
  user!: User;

  /** The shared secret, AES-256-GCM encrypted (TotpSecretCipher): a copy of the database alone cannot make codes. */
  @Property({ type: 'text', hidden: true })
  secretCiphertext!: string;

  @TimestampProperty({ nullable: true })
  confirmedAt?: Date;

  /** The 30-second time step of the last code accepted: that code, and any older one, is refused from then on. */
  @Property({ type: 'integer', nullable: true })
  lastUsedStep?: number | null;

  @TimestampProperty()
  createdAt: Date = new Date();
}
