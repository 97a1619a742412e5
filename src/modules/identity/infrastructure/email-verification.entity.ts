import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';
import { PendingRegistration } from './pending-registration.entity';

/** One emailed 6-digit code for one pending registration. Only its hash is kept. */
@Entity({ tableName: 'email_verification' })
export class EmailVerification {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => PendingRegistration, { deleteRule: 'cascade', index: true })
  registration!: PendingRegistration;

  @Property({ length: 128 })
  codeHash!: string;

  @TimestampProperty()
  expiresAt!: Date;

  @Property()
  failedAttempts: number = 0;

  @TimestampProperty({ nullable: true })
  consumedAt?: Date;

  @TimestampProperty()
  createdAt: Date = new Date();
}
